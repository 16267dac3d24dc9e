import type { ReactNode } from 'react'
import { usePortico } from '../hooks/usePortico.js'
import { useT } from '../hooks/useT.js'

export type PreviewActionsProps = {
  /** The wallet is being asked: Cancel is disabled, the confirm button busy. */
  busy: boolean
  /** Whether there is something to confirm yet (a quote). @default true */
  ready?: boolean | undefined
  /** Called on a click of the confirm button while it is neither busy nor waiting. */
  onConfirm: () => void
  /** The Cancel button's data-testid. */
  cancelTestId: string
  /** The confirm button's data-testid. */
  confirmTestId: string
  /** The confirm button's label ('Send', 'Sending…', 'Approve USDC'). */
  children: ReactNode
}

/**
 * The two buttons under a send or swap preview: Cancel goes back to the form, the primary button
 * confirms. The confirm button is aria-disabled, not `disabled`, so it keeps the focus while the
 * wallet is asked.
 */
export function PreviewActions({
  busy,
  ready = true,
  onConfirm,
  cancelTestId,
  confirmTestId,
  children,
}: PreviewActionsProps) {
  const portico = usePortico()
  const { t } = useT()
  return (
    <div className="preview-actions">
      <button
        type="button"
        className="secondary"
        disabled={busy}
        data-testid={cancelTestId}
        onClick={() => portico.modal.goBack()}
      >
        {t('cancel')}
      </button>
      <button
        type="button"
        className="primary"
        aria-disabled={busy || !ready || undefined}
        aria-busy={busy || undefined}
        data-testid={confirmTestId}
        onClick={() => {
          if (!busy && ready) onConfirm()
        }}
      >
        {children}
      </button>
    </div>
  )
}
