/** Styles of RegisterAccountName and RegisterAccountNameSuccess (theme variables only). */
export const registerAccountNameCss = `
.register-name { display: grid; gap: 8px; padding-top: 4px; }
.name-label { font-weight: 600; }
.name-field { display: flex; align-items: center; min-height: 44px; border: 1px solid var(--portico-border-strong); border-radius: calc(var(--portico-border-radius-master) * 3); background: var(--portico-surface); }
.name-field:focus-within { outline: 2px solid var(--portico-accent); outline-offset: 1px; }
.name-field[data-invalid] { border-color: var(--portico-error); }
.name-input { flex: 1; min-width: 0; min-height: 42px; padding: 0 4px 0 12px; border: none; background: transparent; color: var(--portico-fg); font: inherit; }
.name-input:focus, .name-input:focus-visible { outline: none; }
.name-zone { flex: none; max-width: 60%; padding-inline-end: 12px; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; color: var(--portico-fg-muted); }
.name-status { margin: 0; min-height: 1.4em; font-size: 0.9em; overflow-wrap: anywhere; }
.name-status.muted { color: var(--portico-fg-muted); }
.name-status.error { color: var(--portico-error); font-weight: 600; }
.name-status.success { color: var(--portico-success); font-weight: 600; }
.name-suggestions { display: grid; gap: 4px; }
.name-suggestions-title { margin: 4px 0 0; font-size: 0.9em; font-weight: 600; color: var(--portico-fg-muted); }
.name-suggestions .list { margin: 0; gap: 6px; }
.name-suggestion { min-height: 44px; justify-content: space-between; }
.name-suggestion-name { min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.tag { flex: none; padding: 2px 8px; border-radius: 8px; font-size: 0.8em; font-weight: 600; background: var(--portico-bg); color: var(--portico-fg-muted); border: 1px solid var(--portico-border); }
.tag.accent { color: var(--portico-fg); border-color: var(--portico-accent); }
.name-submit { display: inline-flex; align-items: center; justify-content: center; gap: 8px; margin-top: 4px; }
.spinner.small { position: static; width: 16px; height: 16px; border-width: 2px; border-color: transparent; border-top-color: currentColor; }
.name-success { display: grid; justify-items: center; gap: 8px; padding: 16px 0 4px; text-align: center; }
.name-success-icon { display: grid; place-items: center; width: 64px; height: 64px; border-radius: 50%; background: var(--portico-surface); color: var(--portico-success); }
.name-success-name { margin: 0; font-size: 1.2em; font-weight: 600; overflow-wrap: anywhere; }
.name-success .primary { margin-top: 8px; }
`
