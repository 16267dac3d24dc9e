import { sendCss } from '../send/sendCss.js'

/** Styles of the swap views (Swap, SwapSelectToken, SwapPreview) on top of the send views'. Theme variables only. */
export const swapCss = `${sendCss}
.swap-cards { display: grid; gap: 4px; position: relative; }
.swap-switch-row { display: flex; justify-content: center; height: 0; position: relative; z-index: 1; }
.swap-switch { display: grid; place-items: center; width: 36px; height: 36px; margin-top: -18px; border: 4px solid var(--portico-bg); border-radius: 12px; background: var(--portico-surface-hover); color: var(--portico-fg); cursor: pointer; }
.swap-switch:hover:not(:disabled) { background: var(--portico-border); }
.swap-switch:disabled { cursor: default; opacity: 0.6; }
.swap-switch:focus-visible { outline: 2px solid var(--portico-accent); outline-offset: 2px; }
.send-amount[readonly] { cursor: default; }
.swap-price { min-height: 1.4em; margin: 0; text-align: center; font-size: 0.9em; color: var(--portico-fg-muted); }
.swap-section { margin: 12px 0 0; font-size: 0.9em; font-weight: 600; color: var(--portico-fg-muted); }
.swap-preview-amounts { display: grid; gap: 8px; }
.swap-preview-amount { display: flex; align-items: center; gap: 12px; padding: 12px; border-radius: calc(var(--portico-border-radius-master) * 4); background: var(--portico-surface); }
.swap-preview-amount .token-text { display: grid; min-width: 0; }
.swap-preview-amount .value { font-size: 1.3em; font-weight: 700; overflow-wrap: anywhere; }
.swap-warning { color: var(--portico-error); font-weight: 600; }
.swap-step { min-height: 1.4em; margin: 0; text-align: center; }
.swap-preview .preview-actions { grid-template-columns: minmax(0, 2fr) minmax(0, 3fr); }
`
