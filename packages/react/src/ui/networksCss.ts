/** Styles of the network lists (Networks, UnsupportedChain) and the switch views. */
export const networksCss = `
.network-group { margin: 12px 0 0; }
.network-group h3 { margin: 0 0 6px; font-size: 0.85em; font-weight: 600; text-transform: uppercase; letter-spacing: 0.04em; color: var(--portico-fg-muted); }
.network-image { display: inline-grid; place-items: center; flex: none; border-radius: 50%; object-fit: cover; background: var(--portico-surface-hover); color: var(--portico-fg); font-weight: 700; }
.option[aria-current="true"] { outline: 2px solid var(--portico-accent); outline-offset: -2px; }
.option .row-end { margin-left: auto; color: var(--portico-fg-muted); font-size: 0.9em; }
.switch-status { display: grid; justify-items: center; gap: 12px; padding: 16px 0 4px; text-align: center; }
.switch-status .ring .network-image { width: 56px; height: 56px; font-size: 28px; }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
.actions { display: flex; justify-content: center; gap: 8px; flex-wrap: wrap; }
`
