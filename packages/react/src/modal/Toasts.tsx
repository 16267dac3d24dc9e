import { useEffect } from 'react'
import { usePortico } from '../hooks/usePortico.js'
import { useStoreState } from '../hooks/useStoreState.js'
import { useT } from '../hooks/useT.js'
import { CheckIcon, ErrorIcon } from '../ui/icons.js'

/** How long a toast that closes by itself stays. */
export const TOAST_AUTO_CLOSE_MS = 2_500

/**
 * The notification (toast) of the core's notification store, at the bottom of the dialog, in an
 * aria-live region that is there while the modal is open, so screen readers announce each message; errors are announced at once
 * (role=alert). The icon is one per variant: the notification's `svg` markup is never rendered.
 * Messages are spec §8 texts or already translated ones; they are shown as text.
 */
export function Toasts() {
  const portico = usePortico()
  const { t, tError } = useT()
  const notification = useStoreState(portico.stores.notification)
  const { open, autoClose, message, variant } = notification
  // A new message closes the open one first (core, 150 ms), so `open` turns over for each.

  useEffect(() => {
    if (!open || !autoClose) return
    const timer = setTimeout(() => portico.modal.closeNotification(), TOAST_AUTO_CLOSE_MS)
    return () => clearTimeout(timer)
  }, [portico, open, autoClose])

  return (
    <>
      <style>{toastCss}</style>
      <div className="toasts" aria-live="polite" data-testid="portico-toasts">
        {open && message && (
          <div
            className={`toast toast-${variant}`}
            role={variant === 'error' ? 'alert' : 'status'}
            data-testid="portico-toast"
            data-variant={variant}
          >
            <span className="toast-icon" aria-hidden="true">
              {variant === 'success' ? (
                <CheckIcon />
              ) : variant === 'error' ? (
                <ErrorIcon />
              ) : (
                <span className="toast-spinner" />
              )}
            </span>
            <span className="toast-message">{tError(message)}</span>
            <button
              type="button"
              className="toast-dismiss"
              aria-label={t('dismiss')}
              data-testid="portico-toast-dismiss"
              onClick={() => portico.modal.closeNotification()}
            >
              ×
            </button>
          </div>
        )}
      </div>
    </>
  )
}

const toastCss = `
.dialog { position: relative; }
.toasts { position: absolute; inset-inline: 8px; bottom: 12px; z-index: 2; display: grid; justify-items: center; pointer-events: none; }
.toast { display: flex; align-items: center; gap: 8px; max-width: 100%; padding: 8px 8px 8px 12px; border: 1px solid var(--portico-border); border-radius: 20px; background: var(--portico-bg); color: var(--portico-fg); box-shadow: 0 4px 16px rgba(0,0,0,.15); pointer-events: auto; animation: toast-in 150ms ease-out; font-size: 14px; }
.toast-success .toast-icon { color: var(--portico-accent); }
.toast-error .toast-icon { color: var(--portico-error); }
.toast-icon { display: inline-grid; place-items: center; }
.toast-spinner { width: 14px; height: 14px; border-radius: 50%; border: 2px solid var(--portico-surface); border-top-color: var(--portico-accent); animation: toast-spin 1s linear infinite; }
.toast-dismiss { width: 28px; height: 28px; border: none; border-radius: 50%; background: transparent; color: var(--portico-fg-muted); font-size: 18px; cursor: pointer; }
.toast-dismiss:hover { background: var(--portico-surface-hover); }
.toast-dismiss:focus-visible { outline: 2px solid var(--portico-accent); outline-offset: 2px; }
@keyframes toast-in { from { opacity: 0; transform: translateY(8px); } }
@keyframes toast-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { .toast, .toast-spinner { animation: none; } }
`
