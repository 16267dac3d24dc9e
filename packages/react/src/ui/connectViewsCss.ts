import { walletImageCss } from './WalletImage.js'

/**
 * Styles shared by the connect views (Connect, AllWallets, EmailLogin, ConnectingFarcaster):
 * wallet rows and their tags, skeletons, the email field, social buttons. Theme variables only.
 */
export const connectViewsCss = `${walletImageCss}
.section { display: grid; grid-template-columns: minmax(0, 1fr); gap: 8px; }
.separator { display: flex; align-items: center; gap: 12px; margin: 12px 0; color: var(--portico-fg-muted); font-size: 0.9em; }
.separator::before, .separator::after { content: ''; flex: 1; border-top: 1px solid var(--portico-border); }
/* A wallet's name is the wallet's own: it ellipsizes, and adds nothing to the list's width (contain). */
.wallet-row .wallet-name { flex: 1; min-width: 0; contain: inline-size; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.tags { display: inline-flex; gap: 4px; flex: none; }
.tag { padding: 2px 8px; border-radius: 8px; font-size: 0.8em; font-weight: 600; background: var(--portico-bg); color: var(--portico-fg-muted); border: 1px solid var(--portico-border); }
.tag.accent { color: var(--portico-fg); border-color: var(--portico-accent); }
.skeleton-row { cursor: default; }
.skeleton-box { display: block; border-radius: 8px; background: var(--portico-surface-hover); animation: skeleton-pulse 1.2s ease-in-out infinite alternate; }
.skeleton-box.image { width: 40px; height: 40px; border-radius: 10px; flex: none; }
.skeleton-box.text { height: 14px; width: 45%; }
@keyframes skeleton-pulse { to { opacity: 0.5; } }
@media (prefers-reduced-motion: reduce) { .skeleton-box { animation: none; } }
.field { display: grid; gap: 6px; }
.field-row { display: flex; gap: 8px; }
.field-row .search { margin: 0; flex: 1; min-width: 0; }
.search:focus-visible { outline: 2px solid var(--portico-accent); outline-offset: 1px; }
.search[aria-invalid='true'] { border-color: var(--portico-error); }
.field-error { color: var(--portico-error); margin: 0; font-size: 0.9em; }
.socials { display: grid; grid-template-columns: repeat(2, 1fr); gap: 8px; }
.socials .first { grid-column: 1 / -1; }
.social { justify-content: center; min-height: 44px; font-weight: 600; }
.social[aria-busy='true'] { opacity: 0.7; }
.visually-hidden { position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
.option[aria-disabled='true'] { cursor: default; opacity: 0.7; }
.primary:disabled, .secondary:disabled { opacity: 0.6; cursor: default; }
a.secondary { display: inline-flex; align-items: center; text-decoration: none; }
.actions { display: flex; gap: 8px; flex-wrap: wrap; justify-content: center; }
`
