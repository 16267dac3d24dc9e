import { findLinks } from './findLinks.js'
import { escapeHtml, renderPage } from './html.js'
import type { CaughtMessage } from './mailStore.js'
import { formatDate } from './renderInboxPage.js'

/**
 * The message's HTML goes into an iframe with `sandbox` (no script, no same-origin access, a
 * unique origin) and `srcdoc` — which also inherits this page's Content-Security-Policy, so
 * nothing is fetched. Its links open in a new tab (the only permission granted) instead of
 * inside the frame.
 */
export const MESSAGE_FRAME_SANDBOX = 'allow-popups allow-popups-to-escape-sandbox'

/** One mail: headers, its links as plain links, its HTML in a sandboxed frame, its text as text. */
export function renderMessagePage(message: CaughtMessage): string {
  const subject = message.subject || '(no subject)'
  const links = findLinks(message)
  const linkList =
    links.length === 0
      ? '<p>None.</p>'
      : `<ul>${links
          .map(
            (href) =>
              `<li><a href="${escapeHtml(href)}" target="_blank" rel="noopener noreferrer" data-testid="message-link">${escapeHtml(href)}</a></li>`,
          )
          .join('')}</ul>`
  const html =
    message.html === null
      ? '<p>This message has no HTML version.</p>'
      : `<iframe sandbox="${MESSAGE_FRAME_SANDBOX}" referrerpolicy="no-referrer" title="HTML version of ${escapeHtml(subject)}" srcdoc="${escapeHtml(`<base target="_blank">${message.html}`)}" data-testid="message-html"></iframe>`
  return renderPage({
    title: `${subject} — Devnet inbox`,
    body: `<nav><a href="/">Back to the inbox</a></nav>
<main>
<h1 data-testid="message-subject">${escapeHtml(subject)}</h1>
<dl>
<dt>From</dt><dd>${escapeHtml(message.from)}</dd>
<dt>To</dt><dd>${escapeHtml(message.to.join(', '))}</dd>
<dt>Received</dt><dd><time datetime="${escapeHtml(message.date)}">${escapeHtml(formatDate(message.date))}</time></dd>
</dl>
<section aria-labelledby="message-links">
<h2 id="message-links">Links</h2>
${linkList}
</section>
<section aria-labelledby="message-text">
<h2 id="message-text">Text version</h2>
<pre data-testid="message-text">${escapeHtml(message.text)}</pre>
</section>
<section aria-labelledby="message-html">
<h2 id="message-html">HTML version</h2>
${html}
</section>
<form method="post" action="/messages/delete">
<p><button type="submit">Delete all messages</button></p>
</form>
</main>`,
  })
}
