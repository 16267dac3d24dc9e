import { type MouseEvent, useCallback, useId, useRef } from 'react'
import { createPortal } from 'react-dom'
import { usePorticoContext } from '../hooks/usePorticoContext.js'
import { useStoreState } from '../hooks/useStoreState.js'
import { useT } from '../hooks/useT.js'
import { themeToCssVariables } from '../theme/theme.js'
import { modalCss } from './styles.js'
import { useFocusTrap } from './useFocusTrap.js'
import { useShadowRoot } from './useShadowRoot.js'
import { getView } from './views.js'

/** The modal: a dialog in a Shadow DOM root, with the view the router points at. */
export default function Modal() {
  const { portico, theme } = usePorticoContext()
  const { t } = useT()
  const open = useStoreState(portico.stores.modal, (s) => s.open)
  const history = useStoreState(portico.stores.router, (s) => s.history)
  const alert = useStoreState(portico.stores.alert, (s) => s.alert)
  const root = useShadowRoot()
  const dialogRef = useRef<HTMLDivElement>(null)
  const titleId = useId()
  const close = useCallback(() => portico.close(), [portico])
  useFocusTrap(dialogRef, open && root !== null, close)

  if (!root || !open) return null
  const entry = history[history.length - 1] ?? { view: 'Connect' as const }
  const { title, component: View } = getView(entry.view)
  const vars = Object.entries(themeToCssVariables(theme))
    .map(([name, value]) => `${name}: ${value};`)
    .join(' ')
  const onOverlayClick = (event: MouseEvent) => {
    if (event.target === event.currentTarget) close()
  }

  return createPortal(
    <>
      <style>{`:host { ${vars} }\n${modalCss}`}</style>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the overlay click is a mouse shortcut; Escape and the close button are the accessible ways out. */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: see above */}
      <div className="overlay" data-testid="portico-overlay" onClick={onOverlayClick}>
        <div
          ref={dialogRef}
          className="dialog"
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          tabIndex={-1}
          data-testid="portico-modal"
        >
          <div className="header">
            {history.length > 1 ? (
              <button
                type="button"
                className="icon-button"
                aria-label={t('back')}
                data-testid="portico-back"
                onClick={() => portico.goBack()}
              >
                ‹
              </button>
            ) : (
              <span />
            )}
            <h2 className="title" id={titleId}>
              {t(title)}
            </h2>
            <button
              type="button"
              className="icon-button"
              aria-label={t('close')}
              data-testid="portico-close"
              onClick={close}
            >
              ×
            </button>
          </div>
          {alert && (
            <div className="alert" role="alert" data-testid="portico-alert">
              <strong>{alert.title}</strong>
              {alert.message}
            </div>
          )}
          <View data={entry.data} />
        </div>
      </div>
    </>,
    root,
  )
}
