import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { listenHttp } from '../listenHttp.js'
import { DEVNET_PAGE_CSP, escapeHtml, renderPage } from './html.js'
import { assertLoopbackHost } from './loopbackHost.js'
import { MAIL_STORE_MAX_MESSAGES, type MailStore } from './mailStore.js'
import { renderInboxPage } from './renderInboxPage.js'
import { renderMessagePage } from './renderMessagePage.js'

/** Longest `to` filter accepted (an email address is at most 320 characters). */
const MAX_ADDRESS_LENGTH = 320

/** Parameters of {@link startInboxServer}. */
export type StartInboxServerParameters = {
  port: number
  /** Loopback only. @default '127.0.0.1' */
  host?: string
  store: MailStore
  /** Shown on the page: where to send mail. */
  smtpUrl: string
  /** Shown on the page. @default MAIL_STORE_MAX_MESSAGES */
  maxMessages?: number
}

/** A running inbox server. */
export type InboxServer = {
  /** e.g. `http://127.0.0.1:4003` (no trailing slash). */
  url: string
  port: number
  close(): Promise<void>
}

type Reply = { status: number; type: 'html' | 'json' | 'none'; body?: string; location?: string }

const json = (status: number, value: unknown): Reply => ({
  status,
  type: 'json',
  body: `${JSON.stringify(value)}\n`,
})
const apiError = (status: number, code: string, message: string) =>
  json(status, { error: { code, message } })
const page = (status: number, body: string): Reply => ({ status, type: 'html', body })
const notFoundPage = (what: string) =>
  page(
    404,
    renderPage({
      title: 'Not found — Devnet inbox',
      body: `<main><h1>Not found</h1><p>${escapeHtml(what)}</p><p><a href="/">Back to the inbox</a></p></main>`,
    }),
  )

/** Answers one request of the inbox; pure apart from the store. */
export function routeInboxRequest(
  request: { method: string; url: URL; origin?: string | undefined },
  {
    store,
    smtpUrl,
    maxMessages,
    ownOrigin,
  }: { store: MailStore; smtpUrl: string; maxMessages: number; ownOrigin: string },
): Reply {
  const { method, url } = request
  const path = url.pathname
  const to = url.searchParams.get('to') ?? undefined
  if (to !== undefined && to.length > MAX_ADDRESS_LENGTH)
    return apiError(400, 'invalid_parameter', `to must be at most ${MAX_ADDRESS_LENGTH} characters`)
  const read = method === 'GET' || method === 'HEAD'

  if (path === '/api/messages') {
    if (read) return json(200, store.list({ to }))
    if (method === 'DELETE') {
      store.clear()
      return { status: 204, type: 'none' }
    }
    return apiError(405, 'method_not_allowed', `${method} is not allowed; use GET or DELETE`)
  }
  const apiMessage = /^\/api\/messages\/([^/]{1,100})$/.exec(path)
  if (apiMessage) {
    if (!read) return apiError(405, 'method_not_allowed', `${method} is not allowed; use GET`)
    const message = store.get(decodeURIComponent(apiMessage[1] ?? ''))
    return message ? json(200, message) : apiError(404, 'not_found', 'no message with this id')
  }
  if (path === '/' && read)
    return page(200, renderInboxPage({ messages: store.list({ to }), to, smtpUrl, maxMessages }))
  const message = /^\/messages\/([^/]{1,100})$/.exec(path)
  if (message && read) {
    const found = store.get(decodeURIComponent(message[1] ?? ''))
    return found
      ? page(200, renderMessagePage(found))
      : notFoundPage('No message with this id: it may have been deleted.')
  }
  if (path === '/messages/delete' && method === 'POST') {
    // A form of another site must not empty the inbox.
    if (request.origin !== undefined && request.origin !== ownOrigin)
      return apiError(403, 'forbidden', 'cross-origin requests are not allowed')
    store.clear()
    return { status: 303, type: 'none', location: '/' }
  }
  return path.startsWith('/api/')
    ? apiError(404, 'not_found', `no route ${method} ${path}`)
    : notFoundPage(`Nothing at ${path}.`)
}

/**
 * The web inbox of the mail catcher: `GET /` (HTML list, `?to=` filter), `GET /messages/:id`,
 * `GET /api/messages?to=` (JSON, newest first), `GET /api/messages/:id`, `DELETE /api/messages`.
 */
export async function startInboxServer({
  port,
  host = '127.0.0.1',
  store,
  smtpUrl,
  maxMessages = MAIL_STORE_MAX_MESSAGES,
}: StartInboxServerParameters): Promise<InboxServer> {
  assertLoopbackHost(host, 'the mail inbox')
  const urlHost = host.includes(':') ? `[${host}]` : host
  let ownOrigin = `http://${urlHost}:${port}`
  const handle = (request: IncomingMessage, response: ServerResponse) => {
    request.resume()
    const method = request.method ?? 'GET'
    let url: URL
    try {
      url = new URL(request.url ?? '/', ownOrigin)
    } catch {
      response.writeHead(400).end()
      return
    }
    let reply: Reply
    try {
      reply = routeInboxRequest(
        { method, url, origin: request.headers.origin },
        { store, smtpUrl, maxMessages, ownOrigin },
      )
    } catch {
      reply = apiError(400, 'bad_request', 'malformed request')
    }
    const headers: Record<string, string | number> = {
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
      'content-security-policy': DEVNET_PAGE_CSP,
    }
    if (reply.location) headers.location = reply.location
    if (reply.body !== undefined) {
      headers['content-type'] =
        reply.type === 'json' ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8'
      headers['content-length'] = Buffer.byteLength(reply.body)
    }
    response.writeHead(reply.status, headers)
    response.end(method === 'HEAD' ? undefined : reply.body)
  }
  const server = createServer(handle)
  const listening = await listenHttp(server, { port, host })
  const actualPort = listening.port
  ownOrigin = `http://${urlHost}:${actualPort}`
  return {
    url: ownOrigin,
    port: actualPort,
    close: listening.close,
  }
}
