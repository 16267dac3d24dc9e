import { sendCss } from '../send/sendCss.js'

/**
 * Styles of the on-ramp views (OnRampProviders, OnRamp, the two selects, BuyInProgress): the send
 * views' (amount field, token chip, lists, details) and a few of their own. Theme variables only.
 */
export const onrampCss = `${sendCss}
.onramp-chip-row { display: flex; align-items: center; justify-content: space-between; gap: 8px; }
.onramp-quote { display: grid; gap: 10px; margin: 0; padding: 12px; border-radius: calc(var(--portico-border-radius-master) * 4); background: var(--portico-surface); }
.onramp-quote:empty { display: none; }
.onramp-quote[aria-busy='true'] .onramp-you-get { opacity: 0.6; }
.onramp-you-get { display: flex; align-items: center; justify-content: space-between; gap: 8px; margin: 0; font-size: 1.15em; font-weight: 700; overflow-wrap: anywhere; }
.onramp-badge { flex: none; padding: 2px 8px; border: 1px solid var(--portico-border-strong); border-radius: 10px; color: var(--portico-fg-muted); font-size: 0.75em; font-weight: 600; }
.onramp-quote dl { display: grid; gap: 6px; margin: 0; }
.onramp-quote dl div { display: flex; justify-content: space-between; gap: 12px; }
.onramp-quote dt { color: var(--portico-fg-muted); }
.onramp-quote dd { margin: 0; text-align: end; overflow-wrap: anywhere; }
.onramp-quote .onramp-total { font-weight: 700; }
.onramp-limits { display: grid; gap: 2px; margin: 0; padding: 0; list-style: none; font-size: 0.9em; color: var(--portico-fg-muted); }
.onramp-provider .token-text, .onramp-option .token-text { display: grid; flex: 1; min-width: 0; gap: 2px; }
.onramp-provider .token-text > *, .list .onramp-option .token-text > * { overflow: visible; white-space: normal; overflow-wrap: anywhere; }
.onramp-option-id { margin-left: auto; font-weight: 600; }
.buy-progress { display: grid; justify-items: center; gap: 12px; padding-top: 8px; text-align: center; }
.buy-progress .buy-amount { font-size: 1.3em; font-weight: 700; overflow-wrap: anywhere; }
.buy-status { display: grid; justify-items: center; gap: 8px; min-height: 24px; }
.buy-actions { display: grid; gap: 8px; width: 100%; }
.buy-done { display: grid; place-items: center; width: 56px; height: 56px; border-radius: 50%; background: var(--portico-surface); color: var(--portico-success); }
`
