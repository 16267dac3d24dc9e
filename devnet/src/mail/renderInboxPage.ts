import { escapeHtml, renderPage } from './html.js'
import type { CaughtMessage } from './mailStore.js'

/** Parameters of {@link renderInboxPage}. */
export type RenderInboxPageParameters = {
  messages: readonly CaughtMessage[]
  /** The recipient filter shown in the search box. */
  to?: string | undefined
  /** Where mail is sent, e.g. `smtp://127.0.0.1:2525`. */
  smtpUrl: string
  maxMessages: number
}

/** The inbox's list page: a recipient filter, a table of mails newest first, "Delete all". No script. */
export function renderInboxPage({
  messages,
  to = '',
  smtpUrl,
  maxMessages,
}: RenderInboxPageParameters): string {
  const rows = messages
    .map(
      (m) => `<tr>
<td><time datetime="${escapeHtml(m.date)}">${escapeHtml(formatDate(m.date))}</time></td>
<td>${escapeHtml(m.to.join(', '))}</td>
<td>${escapeHtml(m.from)}</td>
<td><a href="/messages/${encodeURIComponent(m.id)}" data-testid="inbox-message-link">${escapeHtml(m.subject || '(no subject)')}</a></td>
</tr>`,
    )
    .join('\n')
  const count = `${messages.length} ${messages.length === 1 ? 'message' : 'messages'}${to ? ` to ${to}` : ''}, newest first`
  const list =
    messages.length === 0
      ? `<p role="status">${to ? `No messages to ${escapeHtml(to)}.` : 'No messages yet.'}</p>`
      : `<table data-testid="inbox-table">
<caption>${escapeHtml(count)}</caption>
<thead><tr><th scope="col">Received</th><th scope="col">To</th><th scope="col">From</th><th scope="col">Subject</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`
  return renderPage({
    title: 'Devnet inbox',
    body: `<header>
<h1>Devnet inbox</h1>
<p class="muted">Every mail sent to <code>${escapeHtml(smtpUrl)}</code> lands here, kept in memory (the latest ${maxMessages.toLocaleString('en')}). JSON: <a href="/api/messages">/api/messages</a>.</p>
</header>
<main>
<form method="get" action="/" role="search" class="row">
<label for="inbox-to">Recipient</label>
<input id="inbox-to" name="to" type="email" value="${escapeHtml(to)}" autocomplete="off" data-testid="inbox-filter">
<button type="submit">Filter</button>
<a href="/">Show all / refresh</a>
</form>
${list}
<form method="post" action="/messages/delete">
<p><button type="submit" data-testid="inbox-delete-all">Delete all messages</button></p>
</form>
</main>`,
  })
}

/** `2026-11-22 02:21:41 UTC`: unambiguous, the same in every locale. */
export function formatDate(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC`
}
