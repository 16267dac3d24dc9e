/** Styles of the Account view and the parts the account-side views share. */
export const accountCss = `
.account { display: grid; gap: 12px; padding-top: 4px; }
.account-profile { display: grid; justify-items: center; gap: 6px; text-align: center; }
.avatar { display: inline-block; width: 64px; height: 64px; border-radius: 50%; object-fit: cover; }
.account-identity { display: flex; align-items: center; gap: 4px; max-width: 100%; }
.account-identity .address { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.account-links { display: flex; flex-wrap: wrap; justify-content: center; gap: 8px; }
.pill { display: inline-flex; align-items: center; gap: 6px; min-height: 32px; padding: 0 12px; border: 1px solid var(--portico-border); border-radius: 16px; background: var(--portico-surface); color: var(--portico-fg); font: inherit; font-size: 0.9em; text-decoration: none; cursor: pointer; }
.pill:hover { background: var(--portico-surface-hover); }
.pill img, .pill .network-image { width: 18px; height: 18px; border-radius: 50%; }
a:focus-visible, [role="tab"]:focus-visible, [role="tabpanel"]:focus-visible { outline: 2px solid var(--portico-accent); outline-offset: 2px; }
.features { display: grid; grid-auto-flow: column; grid-auto-columns: 1fr; gap: 8px; margin: 0; padding: 0; list-style: none; }
.feature { display: grid; justify-items: center; gap: 4px; width: 100%; padding: 10px 4px; border: none; border-radius: calc(var(--portico-border-radius-master) * 4); background: var(--portico-surface); color: var(--portico-fg); font: inherit; font-size: 0.9em; cursor: pointer; }
.feature:hover { background: var(--portico-surface-hover); }
.note { margin: 0; padding: 10px 12px; border-radius: 12px; background: var(--portico-surface); color: var(--portico-fg-muted); }
.tablist { display: flex; gap: 4px; border-bottom: 1px solid var(--portico-border); }
.tab { flex: 1; min-height: 36px; border: none; border-bottom: 2px solid transparent; background: transparent; color: var(--portico-fg-muted); font: inherit; font-weight: 600; cursor: pointer; }
.tab[aria-selected="true"] { color: var(--portico-fg); border-bottom-color: var(--portico-accent); }
.tabpanel { min-height: 96px; padding: 8px 0; }
.tab-state { display: grid; justify-items: center; gap: 8px; padding: 16px 0; text-align: center; }
.spinner.small { position: static; width: 20px; height: 20px; border-width: 2px; }
.account-footer { display: grid; gap: 8px; }
.account-wallet { display: flex; align-items: center; gap: 8px; margin: 0; color: var(--portico-fg-muted); }
.account-wallet .wallet-image { width: 24px; height: 24px; border-radius: 6px; }
.row-end { margin-left: auto; display: inline-flex; align-items: center; gap: 4px; color: var(--portico-fg-muted); }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
`
