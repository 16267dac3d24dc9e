/**
 * The frame page's CSS, applied as a constructed stylesheet (document.adoptedStyleSheets) so the
 * page's Content-Security-Policy needs no 'unsafe-inline'. Colours are `--portico-*` variables:
 * light by default, dark under `[data-theme='dark']`, the accent from SyncTheme (applyTheme).
 */
export const FRAME_CSS = `
:root {
  color-scheme: light;
  --portico-bg: #ffffff; --portico-fg: #141414; --portico-muted: #5c5f6b; --portico-line: #d9dbe3;
  --portico-surface: #f3f4f7; --portico-accent: #3b5bdb; --portico-accent-fg: #ffffff;
  --portico-danger: #b3261e; --portico-focus: #f5a623;
  --portico-font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
  --portico-border-radius-master: 4px;
}
:root[data-theme='dark'] {
  color-scheme: dark;
  --portico-bg: #191a1f; --portico-fg: #f1f1f4; --portico-muted: #a6a8b5; --portico-line: #34363f;
  --portico-surface: #24252c; --portico-accent: #7c93f5; --portico-accent-fg: #111217;
  --portico-danger: #ff8a80;
}
* { box-sizing: border-box }
html, body { margin: 0; background: var(--portico-bg); color: var(--portico-fg) }
body { font: 15px/1.45 var(--portico-font-family) }
main { padding: 16px; max-width: 30rem; margin: 0 auto }
h1 { font-size: 17px; margin: 0 0 8px; outline: none }
p { margin: 0 0 12px }
.muted { color: var(--portico-muted) }
.warning { color: var(--portico-danger) }
.origin { font-weight: 600; overflow-wrap: anywhere }
dl { display: grid; grid-template-columns: minmax(5rem, max-content) 1fr; gap: 6px 12px; margin: 0 0 12px }
dt { color: var(--portico-muted) } dd { margin: 0; min-width: 0; overflow-wrap: anywhere }
.mono { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: 13px; overflow-wrap: anywhere }
pre.box { white-space: pre-wrap; overflow-wrap: anywhere; background: var(--portico-surface); border: 1px solid var(--portico-line);
  border-radius: calc(var(--portico-border-radius-master) * 2); padding: 8px; margin: 0 0 12px; max-height: 12rem; overflow: auto; font: 13px/1.4 ui-monospace, monospace }
label { display: block; font-weight: 600; margin: 8px 0 4px }
input { font: inherit; width: 100%; padding: 8px 10px; border: 1px solid var(--portico-muted); border-radius: calc(var(--portico-border-radius-master) * 2);
  background: var(--portico-bg); color: var(--portico-fg) }
.check { display: flex; gap: 8px; align-items: center; font-weight: 400 } .check input { width: auto }
button { font: inherit; padding: 9px 14px; border-radius: calc(var(--portico-border-radius-master) * 3); border: 1px solid var(--portico-accent);
  background: var(--portico-accent); color: var(--portico-accent-fg); cursor: pointer; min-height: 40px }
button.secondary { background: transparent; color: var(--portico-fg); border-color: var(--portico-line) }
button:disabled { opacity: .55; cursor: not-allowed }
:focus-visible { outline: 3px solid var(--portico-focus); outline-offset: 2px }
.actions { display: flex; gap: 8px; margin-top: 14px } .actions > button { flex: 1 }
.key-row { border: 1px solid var(--portico-line); border-radius: calc(var(--portico-border-radius-master) * 2); padding: 8px; margin: 0 0 10px }
.key-row .mono { display: block; min-height: 1.4em; margin: 4px 0 8px }
.key-row .actions { margin-top: 0 }
.error { color: var(--portico-danger); min-height: 1.2em; margin: 6px 0 0 }
.visibility-reason { min-height: 1.45em }
.visibility-sentinel { position: fixed; inset: 0; pointer-events: none; z-index: 2147483647; background: transparent }
.visually-hidden { position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0 }
`
