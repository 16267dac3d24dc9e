import type { EmbeddedFrameView } from '@portico/core'
import { useT } from '../hooks/useT.js'
import { FrameSlot } from './FrameSlot.js'

export type FrameStepProps = {
  /** The view the frame names for this step (FrameShow), the view rendering this. */
  view: EmbeddedFrameView
  /** One line above the frame (translated): what to do in it. */
  intro: string
  /** The step's failure (translated): the frame's slot gives way to it. */
  error?: string | undefined
  /** Starts the step again; shown as Try again with the failure. */
  onRetry?: (() => void) | undefined
  testId: string
}

/**
 * A step of an email login or an email change whose input is the embedded wallet's own screen
 * (issue 16: a code is typed only into the secure origin's frame, never into the dApp's page): a
 * short intro line, then the frame's slot (FrameSlot: loading until the frame is placed over it,
 * then focus goes into the frame). A failure replaces the slot, announced, with Try again.
 */
export function FrameStep({ view, intro, error, onRetry, testId }: FrameStepProps) {
  const { t } = useT()
  return (
    <div className="frame-step" data-testid={testId}>
      <style>{frameStepCss}</style>
      <p className="muted frame-step-intro" data-testid="portico-frame-step-intro">
        {intro}
      </p>
      {error ? (
        <div className="frame-step-failure">
          <p className="error" role="alert" data-testid="portico-frame-step-error">
            {error}
          </p>
          {onRetry && (
            <button
              type="button"
              className="primary"
              data-testid="portico-frame-step-retry"
              onClick={onRetry}
            >
              {t('tryAgain')}
            </button>
          )}
        </div>
      ) : (
        <FrameSlot view={view} />
      )}
    </div>
  )
}

const frameStepCss = `
.frame-step { display: grid; gap: 12px; }
.frame-step-intro { margin: 0; text-align: center; padding-inline: 8px; }
.frame-step-failure { display: grid; gap: 12px; justify-items: center; text-align: center; padding-block: 24px; }
`
