import { MODAL_WIDTH_PX, VIEW_TRANSITION_MS } from '@portico/core'

/** The modal's stylesheet. It lives inside the Shadow DOM root: host CSS cannot leak in or out. */
export const modalCss = `
:host { all: initial; }
.overlay { position: fixed; inset: 0; z-index: var(--portico-z-index); display: flex; align-items: center; justify-content: center; background: var(--portico-overlay); font-family: var(--portico-font-family); }
.dialog { box-sizing: border-box; width: ${MODAL_WIDTH_PX}px; max-width: calc(100vw - 16px); max-height: calc(100vh - 32px); overflow: auto; background: var(--portico-bg); color: var(--portico-fg); border: 1px solid var(--portico-border); border-radius: calc(var(--portico-border-radius-master) * 8); padding: 12px 16px 20px; box-shadow: 0 8px 32px rgba(0,0,0,.2); animation: enter ${VIEW_TRANSITION_MS}ms ease-out; font-size: calc(var(--portico-font-size-master) * 1.5); }
.dialog:focus { outline: none; }
@keyframes enter { from { opacity: 0; transform: translateY(8px); } }
@media (prefers-reduced-motion: reduce) { .dialog { animation: none; } }
.header { display: grid; grid-template-columns: 40px 1fr 40px; align-items: center; min-height: 48px; }
.title { margin: 0; text-align: center; font-size: 1.1em; font-weight: 600; }
.icon-button { width: 36px; height: 36px; border: none; border-radius: 50%; background: transparent; color: var(--portico-fg); font-size: 20px; line-height: 1; cursor: pointer; }
.icon-button:hover { background: var(--portico-surface-hover); }
button:focus-visible { outline: 2px solid var(--portico-accent); outline-offset: 2px; }
.list { list-style: none; margin: 8px 0 0; padding: 0; display: grid; gap: 8px; }
.option { display: flex; align-items: center; gap: 12px; width: 100%; min-height: 56px; padding: 8px 12px; border: none; border-radius: calc(var(--portico-border-radius-master) * 4); background: var(--portico-surface); color: var(--portico-fg); font: inherit; text-align: left; cursor: pointer; }
.option:hover { background: var(--portico-surface-hover); }
.option img, .wallet-image { width: 40px; height: 40px; border-radius: 10px; object-fit: cover; }
.center { display: grid; justify-items: center; gap: 12px; padding: 16px 0 4px; text-align: center; }
.wallet-image.large { width: 72px; height: 72px; border-radius: 18px; }
.muted { color: var(--portico-fg-muted); margin: 0; }
.error { color: var(--portico-error); margin: 0; font-weight: 600; }
.primary, .secondary { min-height: 40px; padding: 0 20px; border-radius: 20px; font: inherit; font-weight: 600; cursor: pointer; }
.primary { border: none; background: var(--portico-accent); color: #fff; }
.secondary { border: 1px solid var(--portico-border); background: var(--portico-surface); color: var(--portico-fg); }
.search { box-sizing: border-box; width: 100%; min-height: 40px; margin: 4px 0 8px; padding: 0 12px; border: 1px solid var(--portico-border); border-radius: 12px; background: var(--portico-surface); color: var(--portico-fg); font: inherit; }
.option:disabled { cursor: default; opacity: 0.7; }
.address { font-size: 1.3em; font-weight: 600; margin: 0; }
.alert { margin: 8px 0; padding: 12px; border-radius: 12px; background: var(--portico-surface); border-left: 4px solid var(--portico-error); }
.alert strong { display: block; }
.spinner { width: 72px; height: 72px; border-radius: 50%; border: 3px solid var(--portico-surface); border-top-color: var(--portico-accent); animation: spin 1s linear infinite; position: absolute; }
.ring { position: relative; display: grid; place-items: center; width: 84px; height: 84px; }
.ring .wallet-image { width: 56px; height: 56px; }
@keyframes spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { .spinner { animation: none; } }
`
