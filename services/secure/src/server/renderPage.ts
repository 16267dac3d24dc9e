/** Escapes text for HTML (element content and quoted attribute values). */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
}

/** JSON safe inside a `<script type="application/json">` element (no `</script>`, no `<!--`). */
export function toScriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

/** The CSP of the server's own small pages: no script but its own files, styles inline, no framing. */
export const PAGE_CSP =
  "default-src 'none'; script-src 'self'; style-src 'unsafe-inline'; img-src 'self' data:; form-action 'self'; base-uri 'none'; frame-ancestors 'none'"

/** Parameters of `renderPage`. */
export type RenderPageParameters = {
  title: string
  /** Paragraphs of plain text (escaped). */
  paragraphs?: readonly string[]
  /** A form posting `fields` to `action` with one submit button. */
  form?: { action: string; fields: Record<string, string>; submit: string } | undefined
  /** A JSON data block (`<script type="application/json" id=…>`) for the page's script. */
  data?: { id: string; value: unknown } | undefined
  /** Same-origin scripts to load. */
  scripts?: readonly string[]
}

/**
 * A small self-contained page of the secure origin (messages such as 'Invalid Project ID',
 * the device approval, the social callback): untrusted text rendered as text, no inline script.
 */
export function renderPage({
  title,
  paragraphs = [],
  form,
  data,
  scripts = [],
}: RenderPageParameters): string {
  const body = [
    `<h1 data-testid="secure-page-title">${escapeHtml(title)}</h1>`,
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    form
      ? `<form method="post" action="${escapeHtml(form.action)}">${Object.entries(form.fields)
          .map(
            ([name, value]) =>
              `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
          )
          .join(
            '',
          )}<button type="submit" data-testid="secure-page-submit">${escapeHtml(form.submit)}</button></form>`
      : '',
    data
      ? `<script type="application/json" id="${escapeHtml(data.id)}">${toScriptJson(data.value)}</script>`
      : '',
    ...scripts.map((src) => `<script src="${escapeHtml(src)}"></script>`),
  ].join('\n')
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<link rel="icon" href="data:,">
<title>${escapeHtml(title)}</title>
<style>
:root { color-scheme: light dark; font-family: system-ui, sans-serif; }
body { max-width: 28rem; margin: 3rem auto; padding: 0 1rem; line-height: 1.5; }
h1 { font-size: 1.25rem; }
button { font: inherit; padding: 0.6rem 1.2rem; border-radius: 0.5rem; border: 1px solid currentColor; cursor: pointer; }
button:focus-visible { outline: 3px solid Highlight; outline-offset: 2px; }
</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`
}
