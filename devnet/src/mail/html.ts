/** Escapes text for HTML content and double-quoted attributes, so untrusted text stays text. */
export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
}

/**
 * Content-Security-Policy of the devnet's own pages: no script at all, inline styles, images
 * from data: URLs, forms posting back to the same origin only, never framed.
 */
export const DEVNET_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data: 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'"

const PAGE_STYLE = `
:root { color-scheme: light dark; font-family: system-ui, sans-serif; line-height: 1.45; }
body { margin: 0 auto; max-width: 60rem; padding: 1rem 1.25rem 3rem; }
a { color: LinkText; }
:focus-visible { outline: 3px solid Highlight; outline-offset: 2px; }
table { border-collapse: collapse; width: 100%; }
th, td { text-align: start; padding: .4rem .5rem; border-bottom: 1px solid GrayText; vertical-align: top; }
button, input { font: inherit; padding: .45rem .8rem; }
button { cursor: pointer; }
pre { white-space: pre-wrap; overflow-wrap: anywhere; padding: .75rem; border: 1px solid GrayText; }
iframe { width: 100%; min-height: 28rem; border: 1px solid GrayText; background: #fff; }
fieldset { border: 1px solid GrayText; padding: .75rem 1rem; }
label { display: block; padding: .35rem 0; }
.muted { color: GrayText; }
.row { display: flex; gap: .75rem; flex-wrap: wrap; align-items: center; }
`

/** A complete HTML page around `body` (already escaped markup), with the devnet's small stylesheet. */
export function renderPage({ title, body }: { title: string; body: string }): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${PAGE_STYLE}</style>
</head>
<body>
${body}
</body>
</html>
`
}
