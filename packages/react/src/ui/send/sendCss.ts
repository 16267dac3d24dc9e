import { accountCss } from '../accountCss.js'

/** Styles of the send views (WalletSend, WalletSendSelectToken, WalletSendPreview). Theme variables only. */
export const sendCss = `${accountCss}
.send { display: grid; gap: 12px; padding-top: 4px; }
.send-card { display: grid; grid-template-columns: minmax(0, 1fr); gap: 6px; padding: 12px; border-radius: calc(var(--portico-border-radius-master) * 4); background: var(--portico-surface); }
.send-label { font-size: 0.9em; font-weight: 600; color: var(--portico-fg-muted); }
.send-amount-row { display: flex; align-items: center; gap: 8px; }
.send-amount { flex: 1; min-width: 0; width: 100%; padding: 4px 0; border: none; background: transparent; color: var(--portico-fg); font-size: 1.8em; font-weight: 600; }
.send-amount:focus-visible, .send-input:focus-visible { outline: 2px solid var(--portico-accent); outline-offset: 2px; border-radius: 6px; }
.send-input { width: 100%; min-height: 40px; padding: 0 10px; border: 1px solid var(--portico-border-strong); border-radius: calc(var(--portico-border-radius-master) * 3); background: var(--portico-bg); color: var(--portico-fg); font: inherit; }
.send-input[aria-invalid='true'], .send-amount[aria-invalid='true'] { color: var(--portico-error); }
.send-input[aria-invalid='true'] { border-color: var(--portico-error); }
.token-chip { display: inline-flex; flex: none; align-items: center; gap: 6px; min-height: 36px; padding: 0 10px 0 6px; border: 1px solid var(--portico-border); border-radius: 18px; background: var(--portico-bg); color: var(--portico-fg); font: inherit; font-weight: 600; cursor: pointer; }
.token-chip:hover { background: var(--portico-surface-hover); }
.token-icon { display: inline-block; flex: none; border-radius: 50%; object-fit: cover; }
.token-initial { display: inline-grid; place-items: center; background: var(--portico-surface-hover); color: var(--portico-fg); font-weight: 700; }
.token-initial::before { content: attr(data-initial); }
.send-meta { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 6px; min-height: 24px; font-size: 0.9em; color: var(--portico-fg-muted); }
.send-balance { display: inline-flex; align-items: center; gap: 6px; }
.link-button { padding: 2px 8px; border: 1px solid var(--portico-border); border-radius: 10px; background: var(--portico-bg); color: var(--portico-accent-text); font: inherit; font-weight: 600; cursor: pointer; }
.link-button:disabled { cursor: default; opacity: 0.6; }
.field-error { margin: 0; color: var(--portico-error); font-size: 0.9em; }
.field-error:empty { display: none; }
.receiver-profile { display: flex; align-items: center; gap: 8px; min-width: 0; }
.send .avatar { flex: none; }
.receiver-name { font-weight: 600; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.send-primary { width: 100%; }
.token-list .option .token-text { display: grid; flex: 1; min-width: 0; }
.token-list .option .token-text > * { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.token-amounts { display: grid; justify-items: end; margin-left: auto; font-size: 0.9em; }
.preview-amount { display: grid; justify-items: center; gap: 6px; padding: 8px 0; text-align: center; }
.preview-amount .value { font-size: 1.6em; font-weight: 700; overflow-wrap: anywhere; }
.preview-details { display: grid; gap: 10px; margin: 0; padding: 12px; border-radius: calc(var(--portico-border-radius-master) * 4); background: var(--portico-surface); }
.preview-details div { display: flex; align-items: center; justify-content: space-between; gap: 12px; }
.preview-details dt { color: var(--portico-fg-muted); flex: none; }
.preview-details dd { display: flex; align-items: center; gap: 6px; margin: 0; min-width: 0; text-align: end; }
.preview-fee { display: grid; justify-items: end; }
.preview-receiver { display: grid; justify-items: end; min-width: 0; }
.preview-receiver .full-address { font-family: var(--portico-font-family-mono); font-size: 0.85em; overflow-wrap: anywhere; }
.preview-actions { display: grid; grid-template-columns: 1fr 1fr; gap: 8px; }
`
