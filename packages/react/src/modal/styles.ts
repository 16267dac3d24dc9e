import {
  HEADER_TEXT_ANIMATION_MS,
  MODAL_HEIGHT_ANIMATION_MS,
  MODAL_WIDTH_PX,
  VIEW_TRANSITION_MS,
} from '@portico/core/internal'

/** At this viewport width and below the modal is a bottom sheet (full width, at the bottom). */
export const BOTTOM_SHEET_MAX_WIDTH_PX = 430

/**
 * The modal's base stylesheet, inside its Shadow DOM root: selectors of the host page cannot reach
 * in and these cannot reach out. What can still cross the boundary is inheritance (fonts, colour,
 * direction…) through the host element and `rem`; `:host { all: initial !important }` cuts the
 * first, and no length here is in rem. Theme values come as `--portico-*` variables on `.overlay`
 * (set there, not on the host, so a page's `portico-modal { --portico-…: … }` changes nothing).
 * Only logical properties for sides (`inline-start`…), so right-to-left locales mirror the layout.
 */
export const modalCss = `
:host { all: initial !important; display: contents !important; }
.overlay, .overlay *, .overlay *::before, .overlay *::after { box-sizing: border-box; }
.overlay { position: fixed; inset: 0; z-index: var(--portico-z-index); display: flex; align-items: center; justify-content: center; padding: 16px; background: var(--portico-overlay); color: var(--portico-fg); font-family: var(--portico-font-family); font-size: calc(var(--portico-font-size-master) * 1.5); font-weight: 400; line-height: 1.4; text-align: start; -webkit-text-size-adjust: 100%; -webkit-font-smoothing: antialiased; visibility: visible; cursor: default; }
.overlay :where(h1, h2, h3, h4, h5, h6, p, ul, ol, li, dl, dd, figure, fieldset, legend, blockquote) { margin: 0; padding: 0; }
.overlay :where(ul, ol) { list-style: none; }
.overlay :where(button, input, select, textarea) { margin: 0; font: inherit; color: inherit; letter-spacing: inherit; }
.overlay :where(img, svg, canvas, video) { display: block; max-width: 100%; }
.overlay :where(a) { color: var(--portico-accent-text); }
.overlay [hidden] { display: none !important; }
.overlay .network-initial { display: inline-grid; place-items: center; flex: none; border-radius: 50%; background: var(--portico-surface-hover); color: var(--portico-fg); font-weight: 700; }
.overlay .network-initial::before { content: attr(data-initial); }
.overlay :focus-visible { outline: 2px solid var(--portico-accent); outline-offset: 2px; }
.overlay ::placeholder { color: var(--portico-fg-muted); opacity: 1; }
.dialog[data-theme='light'] { color-scheme: light; }
.dialog[data-theme='dark'] { color-scheme: dark; }
.dialog { position: relative; display: flex; flex-direction: column; width: ${MODAL_WIDTH_PX}px; max-width: 100%; max-height: calc(100vh - 32px); max-height: calc(100dvh - 32px); overflow: hidden; background: var(--portico-bg); color: var(--portico-fg); border: 1px solid var(--portico-border); border-radius: calc(var(--portico-border-radius-master) * 8); padding: 12px 16px 20px; box-shadow: 0 8px 32px var(--portico-shadow); animation: portico-enter ${VIEW_TRANSITION_MS}ms ease-out; }
.dialog:focus { outline: none; }
@keyframes portico-enter { from { opacity: 0; transform: translateY(8px) scale(0.98); } }
.header { flex: none; display: grid; grid-template-columns: 40px 1fr 40px; align-items: center; min-height: 48px; }
.title-stack { display: grid; min-width: 0; }
.title-stack > * { grid-area: 1 / 1; }
.title { margin: 0; text-align: center; font-size: 1.1em; font-weight: 600; overflow-wrap: anywhere; animation: portico-fade-in ${HEADER_TEXT_ANIMATION_MS}ms ease-out both; }
.title-out { animation: portico-fade-out ${HEADER_TEXT_ANIMATION_MS}ms ease-in both; pointer-events: none; }
@keyframes portico-fade-in { from { opacity: 0; } }
@keyframes portico-fade-out { to { opacity: 0; } }
.body { flex: 0 1 auto; min-height: 0; overflow: hidden auto; overscroll-behavior: contain; margin-inline: -4px; padding-inline: 4px; transition: height ${MODAL_HEIGHT_ANIMATION_MS}ms ease; }
.view { padding-block: 2px; animation: portico-view-in ${VIEW_TRANSITION_MS}ms ease-out; }
@keyframes portico-view-in { from { opacity: 0; transform: translateY(6px); } }
.icon-button { display: grid; place-items: center; width: 36px; height: 36px; padding: 0; border: none; border-radius: 50%; background: transparent; color: var(--portico-fg); font-size: 20px; line-height: 1; cursor: pointer; }
.icon-button:hover { background: var(--portico-surface-hover); }
[dir='rtl'] .flip-rtl { transform: scaleX(-1); }
.list { list-style: none; margin: 8px 0 0; padding: 0; display: grid; gap: 8px; }
.option { display: flex; align-items: center; gap: 12px; width: 100%; min-height: 56px; padding: 8px 12px; border: none; border-radius: calc(var(--portico-border-radius-master) * 4); background: var(--portico-surface); color: var(--portico-fg); font: inherit; text-align: start; cursor: pointer; }
.option:hover { background: var(--portico-surface-hover); }
.option img, .wallet-image { width: 40px; height: 40px; border-radius: 10px; object-fit: cover; }
.center { display: grid; justify-items: center; gap: 12px; padding: 16px 0 4px; text-align: center; }
.wallet-image.large { width: 72px; height: 72px; border-radius: 18px; }
.muted { color: var(--portico-fg-muted); margin: 0; }
.error { color: var(--portico-error); margin: 0; font-weight: 600; }
.success { color: var(--portico-success); margin: 0; font-weight: 600; }
.primary, .secondary { min-height: 40px; padding: 0 20px; border-radius: calc(var(--portico-border-radius-master) * 5); font: inherit; font-weight: 600; cursor: pointer; }
.primary { border: none; background: var(--portico-accent); color: var(--portico-accent-fg); }
.secondary { border: 1px solid var(--portico-border-strong); background: var(--portico-surface); color: var(--portico-fg); }
.primary:disabled, .secondary:disabled { cursor: default; opacity: 0.6; }
.search { width: 100%; min-height: 40px; margin: 4px 0 8px; padding: 0 12px; border: 1px solid var(--portico-border-strong); border-radius: calc(var(--portico-border-radius-master) * 3); background: var(--portico-surface); color: var(--portico-fg); font: inherit; }
.option:disabled { cursor: default; opacity: 0.7; }
.address { font-size: 1.3em; font-weight: 600; margin: 0; }
.alert { margin: 8px 0; padding: 12px; border-radius: 12px; background: var(--portico-surface); border-inline-start: 4px solid var(--portico-error); }
.alert strong { display: block; }
.spinner { width: 72px; height: 72px; border-radius: 50%; border: 3px solid var(--portico-surface); border-top-color: var(--portico-accent); animation: portico-spin 1s linear infinite; position: absolute; }
.spinner.static { position: static; width: 32px; height: 32px; }
.ring { position: relative; display: grid; place-items: center; width: 84px; height: 84px; }
.ring .wallet-image { width: 56px; height: 56px; }
@keyframes portico-spin { to { transform: rotate(360deg); } }
@media (max-width: ${BOTTOM_SHEET_MAX_WIDTH_PX}px) {
  .overlay { align-items: flex-end; padding: 0; }
  .dialog { width: 100%; max-height: calc(100vh - 16px); max-height: calc(100dvh - 16px); border-bottom: none; border-radius: calc(var(--portico-border-radius-master) * 8) calc(var(--portico-border-radius-master) * 8) 0 0; padding: 12px max(16px, env(safe-area-inset-right)) calc(20px + env(safe-area-inset-bottom)) max(16px, env(safe-area-inset-left)); animation-name: portico-sheet-in; }
}
@keyframes portico-sheet-in { from { transform: translateY(100%); } }
@media (prefers-reduced-motion: reduce) {
  .overlay, .overlay *, .overlay *::before, .overlay *::after { animation: none !important; transition: none !important; }
  .title-out { display: none; }
}
@media (forced-colors: active) {
  .dialog { border: 1px solid CanvasText; }
  .option, .primary, .secondary { border: 1px solid ButtonText; }
}
`
