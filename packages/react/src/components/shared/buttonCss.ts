/**
 * The stylesheet of the buttons (ConnectButton, AccountButton, NetworkButton). They live in the
 * host page, not in the modal's shadow root, so every rule is scoped to `portico-button*` classes
 * and starts from `all: revert`: host rules on `button`, `img`, `span` or `*` (lower specificity
 * than a class) do not reach them. Colours are the `--portico-*` variables the button carries
 * inline (the instance's theme); nothing here is a colour of its own.
 */
export const buttonCss = `
.portico-button { all: revert; box-sizing: border-box; display: inline-flex; align-items: center; justify-content: center; gap: 8px; position: relative; width: auto; max-width: 100%; height: auto; min-height: 40px; margin: 0; padding: 0 16px; border: 1px solid transparent; border-radius: calc(var(--portico-border-radius-master) * 5); font-family: var(--portico-font-family); font-size: calc(var(--portico-font-size-master) * 1.5); font-weight: 600; font-style: normal; line-height: 1.2; letter-spacing: normal; text-align: center; text-decoration: none; text-transform: none; white-space: nowrap; vertical-align: middle; cursor: pointer; visibility: visible; opacity: 1; float: none; transform: none; user-select: none; -webkit-tap-highlight-color: transparent; }
.portico-button--sm { min-height: 32px; padding: 0 12px; gap: 6px; font-size: calc(var(--portico-font-size-master) * 1.3); }
.portico-button--primary { background: var(--portico-accent); color: var(--portico-accent-fg); }
.portico-button--primary:hover:not(:disabled) { background: color-mix(in srgb, var(--portico-accent), var(--portico-fg) 12%); }
.portico-button--secondary { background: var(--portico-surface); color: var(--portico-fg); border-color: var(--portico-border); }
.portico-button--secondary:hover:not(:disabled) { background: var(--portico-surface-hover); }
.portico-button--warning { background: var(--portico-surface); color: var(--portico-error); border-color: var(--portico-error); }
.portico-button--warning:hover:not(:disabled) { background: var(--portico-surface-hover); }
.portico-button:focus-visible { outline: 2px solid var(--portico-accent); outline-offset: 2px; }
.portico-button:disabled { cursor: default; opacity: 0.6; }
.portico-button--secondary.portico-button--with-avatar { padding-inline-start: 6px; }
.portico-button__avatar, .portico-button__icon { all: revert; box-sizing: border-box; display: inline-block; flex: none; width: 26px; height: 26px; margin: 0; padding: 0; border: 0; border-radius: 50%; object-fit: cover; }
.portico-button--sm .portico-button__avatar, .portico-button--sm .portico-button__icon { width: 20px; height: 20px; }
.portico-button__initial { display: inline-flex; align-items: center; justify-content: center; background: var(--portico-surface-hover); color: var(--portico-fg); font: inherit; font-size: 0.75em; }
.portico-button__initial::before { content: attr(data-initial); }
.portico-button__warning { all: revert; display: inline-flex; align-items: center; justify-content: center; flex: none; width: 1.2em; height: 1.2em; border-radius: 50%; background: var(--portico-error); color: var(--portico-surface); font: inherit; font-size: 0.8em; font-weight: 700; }
.portico-button__text { all: revert; display: inline-block; min-width: 0; max-width: 14em; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; font: inherit; color: inherit; }
.portico-button__balance { all: revert; display: inline-block; padding-inline-start: 8px; border-inline-start: 1px solid var(--portico-border); font: inherit; font-weight: 500; color: var(--portico-fg-muted); white-space: nowrap; }
.portico-button__hidden { all: revert; position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; border: 0; overflow: hidden; clip: rect(0 0 0 0); clip-path: inset(50%); white-space: nowrap; }
`
