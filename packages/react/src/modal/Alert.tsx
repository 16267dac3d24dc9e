import { usePortico } from '../hooks/usePortico.js'
import { useStoreState } from '../hooks/useStoreState.js'
import { useT } from '../hooks/useT.js'

/**
 * The alert of the core's alert store (spec §8 "Alerts", e.g. 'Project ID Not Configured'): its
 * title and message as text, announced at once (role=alert), with a dismiss button.
 */
export function Alert() {
  const portico = usePortico()
  const { t, tError } = useT()
  const alert = useStoreState(portico.stores.alert, (s) => s.alert)
  if (!alert) return null
  return (
    <div className="alert" role="alert" data-testid="portico-alert">
      <style>{alertCss}</style>
      <div className="alert-text">
        <strong>{tError(alert.title)}</strong>
        {alert.message && alert.message !== alert.title && <span>{tError(alert.message)}</span>}
      </div>
      <button
        type="button"
        className="icon-button"
        aria-label={t('dismiss')}
        data-testid="portico-alert-dismiss"
        onClick={() => portico.modal.dismissAlert()}
      >
        ×
      </button>
    </div>
  )
}

const alertCss = `
.alert { display: flex; align-items: flex-start; gap: 8px; }
.alert-text { flex: 1; display: grid; gap: 2px; }
`
