import {
  Activity,
  type CSSProperties,
  type MouseEvent,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react'
import { createPortal } from 'react-dom'
import { usePorticoContext } from '../hooks/usePorticoContext.js'
import { useStoreState } from '../hooks/useStoreState.js'
import { useT } from '../hooks/useT.js'
import { themeToCssVariables } from '../theme/theme.js'
import { useResolvedThemeMode } from '../theme/useResolvedThemeMode.js'
import { BRANDING_VIEWS, BrandingFooter, brandingFooterCss } from '../ui/BrandingFooter.js'
import { Alert } from './Alert.js'
import { AnimatedTitle } from './AnimatedTitle.js'
import { shakeCss } from './shake.js'
import { modalCss } from './styles.js'
import { Toasts } from './Toasts.js'
import { useAnimatedHeight } from './useAnimatedHeight.js'
import { useFocusTrap } from './useFocusTrap.js'
import { useShadowRoot } from './useShadowRoot.js'
import { getView, renderView } from './views.js'
import { warmUpFonts } from './warmUpFonts.js'
import { whenIdle } from './whenIdle.js'

/** The modal: a dialog in a Shadow DOM root, with the view the router points at. */
export default function Modal() {
  const { portico } = usePorticoContext()
  const { t, locale, dir } = useT()
  const open = useStoreState(portico.stores.modal, (s) => s.open)
  const history = useStoreState(portico.stores.router, (s) => s.history)
  const shake = useStoreState(portico.stores.modal, (s) => s.shake)
  // The embedded wallet's frame, while shown, is the dialog's content but lives outside it in the
  // page (the secure origin's document over the view's slot): aria-modal would hide it from
  // assistive technology, so the dialog drops it then (the focus trap still holds the keyboard).
  const frameShown = useStoreState(portico.stores.embeddedFrame, (s) => s.visible)
  // spec §1 `branding`: the features in force (local, or as the remote configuration set them).
  const branding = useStoreState(portico.stores.options, (s) => s.features.branding)
  const root = useShadowRoot(open)
  const dialogRef = useRef<HTMLDivElement>(null)
  const titleId = useId()
  // Close button, Escape and overlay click: the core closes, or shakes where the modal must stay.
  const close = useCallback(() => void portico.modal.requestClose(), [portico])
  // Theme: the instance's store ('system' followed live), sanitised into --portico-* variables.
  const themeMode = useStoreState(portico.stores.theme, (s) => s.themeMode)
  const themeVariables = useStoreState(portico.stores.theme, (s) => s.themeVariables)
  const mode = useResolvedThemeMode(themeMode)
  const vars = useMemo(
    () => themeToCssVariables(mode, themeVariables) as CSSProperties,
    [mode, themeVariables],
  )
  // Once the browser is idle after the modal's code has loaded (it mounts closed), the first
  // view's fonts and text field are set up, so the opening click does not pay for them.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, in the theme and locale of then.
  useEffect(() => {
    if (open) return
    return whenIdle(() =>
      warmUpFonts({ variables: vars as Readonly<Record<string, string>>, locale, dir }),
    )
  }, [])
  // The view's box: its height follows the view (animated), and initial focus goes into it.
  const bodyRef = useRef<HTMLDivElement>(null)
  const contentRef = useRef<HTMLDivElement>(null)
  const bodyHeight = useAnimatedHeight(contentRef, open && root !== null)
  useFocusTrap(dialogRef, open && root !== null, close, bodyRef)

  const entry = history[history.length - 1] ?? { view: 'Connect' as const }
  // Until its first open the modal renders ahead of time, hidden (<Activity mode="hidden">: when the
  // browser is idle, without running effects), into its shadow root while that is still out of the
  // page; the opening click then only shows that tree and runs its effects, instead of rendering
  // the first view. Only Connect, the view a closed modal's router always holds, whose code is in
  // this chunk (a lazy view would load its code before it is needed). Once closed, nothing.
  const [opened, setOpened] = useState(open)
  if (open && !opened) setOpened(true)
  if (!root || (!open && (opened || entry.view !== 'Connect'))) return null
  const { title } = getView(entry.view)
  const onOverlayClick = (event: MouseEvent) => {
    if (event.target === event.currentTarget) close()
  }

  return createPortal(
    <>
      <style>{`${modalCss}\n${shakeCss}\n${brandingFooterCss}`}</style>
      <Activity mode={open ? 'visible' : 'hidden'}>
        {/* biome-ignore lint/a11y/noStaticElementInteractions: the overlay click is a mouse shortcut; Escape and the close button are the accessible ways out. */}
        {/* biome-ignore lint/a11y/useKeyWithClickEvents: see above */}
        <div
          className="overlay"
          data-testid="portico-overlay"
          style={vars}
          onClick={onOverlayClick}
        >
          <div
            ref={dialogRef}
            className={shake ? 'dialog shake' : 'dialog'}
            data-shake={shake || undefined}
            role="dialog"
            aria-modal={frameShown ? undefined : 'true'}
            aria-labelledby={titleId}
            tabIndex={-1}
            dir={dir}
            lang={locale}
            data-theme={mode}
            data-testid="portico-modal"
          >
            <div className="header">
              {history.length > 1 ? (
                <button
                  type="button"
                  className="icon-button"
                  aria-label={t('back')}
                  data-testid="portico-back"
                  onClick={() => portico.modal.goBack()}
                >
                  ‹
                </button>
              ) : (
                <span />
              )}
              <AnimatedTitle id={titleId} text={t(title)} />
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
            <div ref={bodyRef} className="body" style={{ height: bodyHeight }}>
              <div ref={contentRef}>
                <Alert />
                <div key={`${history.length}:${entry.view}`} className="view">
                  {renderView(entry)}
                </div>
              </div>
            </div>
            {branding && BRANDING_VIEWS.has(entry.view) ? <BrandingFooter /> : null}
            <Toasts />
          </div>
        </div>
      </Activity>
    </>,
    root,
  )
}
