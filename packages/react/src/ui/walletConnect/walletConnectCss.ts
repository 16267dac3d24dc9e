/** Styles of the WalletConnect views (theme variables only). */
export const walletConnectCss = `
.wc { display: grid; justify-items: center; gap: 12px; }
.wc .qr-frame { width: min(280px, 100%); aspect-ratio: 1; }
.wc .qr-frame .qr { width: 100% !important; height: 100% !important; }
.wc .wallet-head { display: flex; align-items: center; gap: 10px; }
.wc .links { display: grid; gap: 8px; width: 100%; }
.wc .links .secondary { justify-content: center; width: 100%; }
.wc-wallets { display: grid; gap: 8px; width: 100%; margin-top: 4px; }
.wc .actions { display: flex; gap: 8px; flex-wrap: wrap; justify-content: center; }
.wc .primary:disabled, .wc .secondary:disabled { opacity: 0.6; cursor: default; }
.wc-wallets h3 { margin: 0; font-size: 0.95em; color: var(--portico-fg-muted); font-weight: 600; }
`
