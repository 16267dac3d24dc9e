/** The size of a token's icon in the Tokens and Activity rows. */
export const TOKEN_ICON_PX = 36

/** Styles of the Account tabs' panels (Tokens, NFTs, Activity), rendered by each panel. */
export const tabsCss = `
.asset-list { display: grid; gap: 4px; margin: 0; padding: 0; list-style: none; }
.asset-row { display: flex; align-items: center; gap: 12px; min-height: 52px; padding: 6px 8px; border-radius: calc(var(--portico-border-radius-master) * 3); }
.asset-row:hover { background: var(--portico-surface); }
.token-icon { flex: none; width: ${TOKEN_ICON_PX}px; height: ${TOKEN_ICON_PX}px; border-radius: 50%; object-fit: cover; background: var(--portico-surface-hover); }
.token-initial { display: inline-grid; place-items: center; color: var(--portico-fg); font-weight: 700; }
.token-initial::before { content: attr(data-initial); }
.asset-main, .asset-end { display: grid; min-width: 0; }
.asset-main { flex: 1; }
.asset-end { text-align: end; }
.asset-name { font-weight: 600; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.asset-sub { color: var(--portico-fg-muted); font-size: 0.9em; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.nft-grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(96px, 1fr)); gap: 8px; margin: 0; padding: 0; list-style: none; }
.nft-card { display: grid; gap: 4px; min-width: 0; }
.nft-card .asset-name { white-space: normal; overflow-wrap: anywhere; font-size: 0.9em; }
.nft-image { width: 100%; aspect-ratio: 1; border-radius: calc(var(--portico-border-radius-master) * 3); object-fit: cover; background: var(--portico-surface); }
.nft-placeholder { display: grid; place-items: center; color: var(--portico-fg-muted); font-weight: 700; font-size: 1.4em; }
.nft-placeholder::before { content: attr(data-initial); }
.activity-scroll { max-height: min(320px, 45vh); overflow-y: auto; overscroll-behavior: contain; }
.activity-month { display: grid; gap: 2px; }
.activity-month + .activity-month { margin-top: 8px; }
.activity-month-title { margin: 0; padding: 4px 8px; color: var(--portico-fg-muted); font-size: 0.85em; font-weight: 600; text-transform: capitalize; }
.activity-time { flex: none; color: var(--portico-fg-muted); font-size: 0.85em; white-space: nowrap; }
.transfer-in { color: var(--portico-success); }
.activity-end { height: 1px; }
.activity-more { display: grid; justify-items: center; gap: 8px; padding: 8px 0; }
`
