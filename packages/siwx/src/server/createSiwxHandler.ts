import type { SiwxServer } from './createSiwxServer.js'
import { SiwxServerError } from './SiwxServerError.js'

export type CreateSiwxHandlerParameters = {
  /** Where the routes live. @default '/api/siwx' */
  basePath?: string | undefined
  /** The origins (scheme://host[:port]) allowed to call: the dApp's own. */
  allowedOrigins: readonly string[]
  /** Largest request body read, in bytes. @default 16384 */
  maxBodyBytes?: number | undefined
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', 'cache-control': 'no-store', ...headers },
  })

const error = (status: number, code: string, message: string) =>
  json(status, { error: { code, message } })

/**
 * The sign-in routes of a dApp backend as a Fetch API handler (Node 18+, Deno, Bun, edge and
 * route-handler frameworks): resolves with a Response for a route under `basePath`, undefined for
 * any other path.
 * - `GET  {base}/nonce` → `{ nonce, expiresAt }`
 * - `POST {base}/verify` `{ message, signature }` → `{ session }` and the session cookie; a refusal
 *   answers its status with `{ error: { code, message } }` (401 replay, wrong domain, expired, …)
 * - `GET  {base}/session` → `{ session }` (null when signed out)
 * - `POST {base}/signout` → `{ session: null }` and the cookie cleared
 * Same origin only: a request whose Origin header (required on POST) or Sec-Fetch-Site says it
 * comes from another site answers 403; POST bodies must be JSON of at most maxBodyBytes.
 */
export function createSiwxHandler(server: SiwxServer, parameters: CreateSiwxHandlerParameters) {
  const base = (parameters.basePath ?? '/api/siwx').replace(/\/$/, '')
  const maxBodyBytes = parameters.maxBodyBytes ?? 16_384
  const allowed = new Set(parameters.allowedOrigins)

  async function readJson(request: Request): Promise<unknown> {
    if (!/^application\/json\b/i.test(request.headers.get('content-type') ?? ''))
      throw new SiwxServerError('INVALID_MESSAGE', 'The body must be JSON (application/json)')
    const text = await request.text()
    if (new TextEncoder().encode(text).length > maxBodyBytes)
      throw new SiwxServerError('INVALID_MESSAGE', 'The body is too large')
    try {
      return JSON.parse(text)
    } catch {
      throw new SiwxServerError('INVALID_MESSAGE', 'The body is not valid JSON')
    }
  }

  return async function handle(request: Request): Promise<Response | undefined> {
    const { pathname } = new URL(request.url)
    if (!pathname.startsWith(`${base}/`)) return undefined
    const route = pathname.slice(base.length + 1)
    const method = request.method.toUpperCase()
    const origin = request.headers.get('origin')
    const site = request.headers.get('sec-fetch-site')
    if (
      (origin !== null && !allowed.has(origin)) ||
      (site !== null && site !== 'same-origin' && site !== 'none')
    )
      return error(
        403,
        'FORBIDDEN_ORIGIN',
        'Sign-in requests are accepted from the dApp’s own origin only',
      )
    if (method === 'POST' && origin === null)
      return error(403, 'FORBIDDEN_ORIGIN', 'A POST needs its Origin header')
    try {
      if (route === 'nonce' && method === 'GET') return json(200, await server.issueNonce())
      if (route === 'session' && method === 'GET')
        return json(200, { session: await server.readSession(request.headers.get('cookie')) })
      if (route === 'verify' && method === 'POST') {
        const body = (await readJson(request)) as { message?: unknown; signature?: unknown } | null
        const session = await server.verify({
          message: body?.message as string,
          signature: body?.signature as string,
        })
        return json(200, { session }, { 'set-cookie': await server.sessionCookie(session) })
      }
      if (route === 'signout' && method === 'POST')
        return json(200, { session: null }, { 'set-cookie': server.clearSessionCookie() })
      if (['nonce', 'session', 'verify', 'signout'].includes(route))
        return error(405, 'METHOD_NOT_ALLOWED', `${method} is not allowed on ${pathname}`)
      return error(404, 'NOT_FOUND', `No sign-in route ${pathname}`)
    } catch (caught) {
      if (caught instanceof SiwxServerError)
        return error(caught.status, caught.code, caught.message)
      return error(500, 'INTERNAL', 'The sign-in could not be completed')
    }
  }
}
