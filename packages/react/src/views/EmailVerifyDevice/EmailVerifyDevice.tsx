import { usePortico } from '../../hooks/usePortico.js'
import { useT } from '../../hooks/useT.js'
import type { ViewProps } from '../../modal/ViewProps.js'
import { FrameStep } from '../../ui/FrameStep.js'
import { useFrameStepAttempt } from '../../ui/useFrameStepAttempt.js'

/**
 * EmailVerifyDevice (spec §5 VERIFY_DEVICE): this browser is new to the address, so the secure
 * site mailed a link that approves it. The embedded wallet's own 'check your inbox' screen shows
 * in its frame over this view's slot while core's connectDevice waits (once per attempt), which
 * shows EmailVerifyOtp once the link was opened. A failure is announced with Try again.
 */
export function EmailVerifyDevice({ data }: ViewProps<'EmailVerifyDevice'>) {
  const portico = usePortico()
  const { t } = useT()
  const email = data?.email
  const { error, retry } = useFrameStepAttempt(data, () => portico.email.connectDevice())
  return (
    <FrameStep
      view="EmailVerifyDevice"
      testId="portico-email-verify-device"
      intro={email ? t('deviceLinkSentTo', { email }) : t('deviceLinkSent')}
      error={error}
      onRetry={retry}
    />
  )
}
