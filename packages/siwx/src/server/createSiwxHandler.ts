import type * as Wire from '@portico/protocol'
import { createFixedWindowLimiter, type SiwxRateLimitRule } from './createFixedWindowLimiter.js'
import type { SiwxServer } from './createSiwxServer.js'
import { SiwxServerError } from './SiwxServerError.js'

/** How many nonces `GET {base}/nonce` issues per window. */
export type SiwxNonceRateLimits = {
  /** Per client, as `clientKey` names it (without clientKey, not applied). @default 30 per 60 s */
  perClient: SiwxRateLimitRule
  /**
   * In all: each nonce is kept until it expires, so this bounds what a flood can put in the
   * nonce store (5-minute nonces span at most 6 windows: 36,000 alive, within the memory store's
   * 100,000, so a flood never evicts a visitor's unexpired nonce). @default 6,000 per 60 s
   */
  total: SiwxRateLimitRule
}

/** Defaults: a visitor signs in with one nonce; a script asking for thousands is stopped. */
export const DEFAULT_SIWX_NONCE_RATE_LIMITS: SiwxNonceRateLimits = {
  perClient: { max: 30, windowMs: 60_000 },
  total: { max: 6_000, windowMs: 60_000 },
}

export type CreateSiwxHandlerParameters = {
  /** Where the routes live. @default '/api/siwx' */
  basePath?: string | undefined
  /** The origins (scheme://host[:port]) allowed to call: the dApp's own. */
  allowedOrigins: readonly string[]
  /** Largest request body read, in bytes; counted while reading (413 past it). @default 16384 */
  maxBodyBytes?: number | undefined
  /** Overrides of DEFAULT_SIWX_NONCE_RATE_LIMITS. */
  nonceRateLimit?: Partial<SiwxNonceRateLimits> | undefined
  /**
   * Who is asking, for the per-client nonce limit: e.g. the client's IP address as your framework
   * knows it (behind a proxy, the address your proxy vouches for; an IPv6 client by its /64).
   * A Fetch Request carries no address, so without this only the total limit applies.
   */
  clientKey?: ((request: Request) => string | undefined) | undefined
  /** @default Date.now */
  now?: (() => number) | undefined
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', 'cache-control': 'no-store', ...headers },
  })

const error = (status: number, code: string, message: string) =>
  json(status, { error: { code, message } })

/** A request the handler answers at once with `response` (over a limit). */
class Refusal extends Error {
  constructor(readonly response: Response) {
    super('refused')
  }
}

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
 * comes from another site answers 403; POST bodies must be JSON of at most maxBodyBytes (413,
 * measured while reading). Nonces are rate-limited per client (`clientKey`) and in all (429
 * RATE_LIMITED with Retry-After).
 */
export function createSiwxHandler(server: SiwxServer, parameters: CreateSiwxHandlerParameters) {
  const base = (parameters.basePath ?? '/api/siwx').replace(/\/$/, '')
  const maxBodyBytes = parameters.maxBodyBytes ?? 16_384
  const allowed = new Set(parameters.allowedOrigins)
  const now = parameters.now ?? Date.now
  const limits = { ...DEFAULT_SIWX_NONCE_RATE_LIMITS, ...parameters.nonceRateLimit }
  const noncesPerClient = createFixedWindowLimiter({ ...limits.perClient, now })
  const noncesInAll = createFixedWindowLimiter({ ...limits.total, now })

  /** Counts one nonce for the client, then in all; over either, a 429 answer. */
  function takeNonceLimits(request: Request) {
    const client = parameters.clientKey?.(request)
    // Per client first: one client over its own limit spends nothing of everyone's.
    const results = [
      client === undefined ? { allowed: true as const } : noncesPerClient.take(client),
    ]
    if (results[0]?.allowed) results.push(noncesInAll.take('all'))
    for (const result of results)
      if (!result.allowed)
        throw new Refusal(
          json(
            429,
            {
              error: {
                code: 'RATE_LIMITED',
                message: 'Too many sign-in attempts; try again shortly',
                details: { retryAfterS: result.retryAfterS },
              },
            },
            { 'retry-after': String(result.retryAfterS) },
          ),
        )
  }

  const tooLarge = () =>
    new Refusal(error(413, 'PAYLOAD_TOO_LARGE', `The body is larger than ${maxBodyBytes} bytes`))

  /** The body as text, refused as soon as it passes maxBodyBytes (declared or read). */
  async function readText(request: Request): Promise<string> {
    if (Number(request.headers.get('content-length') ?? 0) > maxBodyBytes) {
      await request.body?.cancel().catch(() => {})
      throw tooLarge()
    }
    if (!request.body) return ''
    const reader = request.body.getReader()
    const chunks: Uint8Array[] = []
    let size = 0
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      size += value.byteLength
      if (size > maxBodyBytes) {
        await reader.cancel().catch(() => {})
        throw tooLarge()
      }
      chunks.push(value)
    }
    const bytes = new Uint8Array(size)
    let offset = 0
    for (const chunk of chunks) {
      bytes.set(chunk, offset)
      offset += chunk.byteLength
    }
    return new TextDecoder().decode(bytes)
  }

  async function readJson(request: Request): Promise<unknown> {
    if (!/^application\/json\b/i.test(request.headers.get('content-type') ?? ''))
      throw new SiwxServerError('INVALID_MESSAGE', 'The body must be JSON (application/json)')
    const text = await readText(request)
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
      if (route === 'nonce' && method === 'GET') {
        takeNonceLimits(request)
        return json(200, (await server.issueNonce()) satisfies Wire.SiwxNonceResponse)
      }
      if (route === 'session' && method === 'GET')
        return json(200, {
          session: await server.readSession(request.headers.get('cookie')),
        } satisfies Wire.SiwxSessionResponse)
      if (route === 'verify' && method === 'POST') {
        const body = (await readJson(request)) as Partial<
          Record<keyof Wire.SiwxVerifyBody, unknown>
        > | null
        const session = await server.verify({
          message: body?.message as string,
          signature: body?.signature as string,
        })
        return json(200, { session } satisfies Wire.SiwxSessionResponse, {
          'set-cookie': await server.sessionCookie(session),
        })
      }
      if (route === 'signout' && method === 'POST')
        return json(200, { session: null } satisfies Wire.SiwxSessionResponse, {
          'set-cookie': server.clearSessionCookie(),
        })
      if (['nonce', 'session', 'verify', 'signout'].includes(route))
        return error(405, 'METHOD_NOT_ALLOWED', `${method} is not allowed on ${pathname}`)
      return error(404, 'NOT_FOUND', `No sign-in route ${pathname}`)
    } catch (caught) {
      if (caught instanceof Refusal) return caught.response
      if (caught instanceof SiwxServerError)
        return error(caught.status, caught.code, caught.shortMessage)
      return error(500, 'INTERNAL', 'The sign-in could not be completed')
    }
  }
}
