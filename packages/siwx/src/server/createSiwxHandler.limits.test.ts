/**
 * Issue 16 (low): the sign-in routes' own abuse limits. Each issued nonce is kept until it
 * expires, so issuing them is rate-limited (per client when the dApp says who the client is, and
 * in all, below what the nonce store holds); a POST body is measured while it is read, so a huge
 * or endless body is refused after maxBodyBytes, not buffered whole first.
 */
import { describe, expect, it } from 'vitest'
import {
  type CreateSiwxHandlerParameters,
  createSiwxHandler,
  DEFAULT_SIWX_NONCE_RATE_LIMITS,
} from './createSiwxHandler.js'
import { createSiwxServer } from './createSiwxServer.js'

const ORIGIN = 'http://127.0.0.1:5173'

function handler(options: Omit<CreateSiwxHandlerParameters, 'allowedOrigins'> = {}) {
  const server = createSiwxServer({
    domain: '127.0.0.1:5173',
    verifiers: [],
    sessionSecret: crypto.getRandomValues(new Uint8Array(32)),
  })
  return createSiwxHandler(server, { allowedOrigins: [ORIGIN], ...options })
}

const nonce = (client?: string) =>
  new Request(`${ORIGIN}/api/siwx/nonce`, { headers: client ? { 'x-client': client } : {} })

describe('nonce issuance is rate-limited', () => {
  it.each([
    {
      rule: 'in all (no clientKey): a flood cannot fill the nonce store',
      options: { nonceRateLimit: { total: { max: 3, windowMs: 60_000 } } },
      requests: [nonce('a'), nonce('b'), nonce('c'), nonce('d')],
      statuses: [200, 200, 200, 429],
    },
    {
      rule: 'per client (clientKey from the framework): one client, not the others',
      options: {
        nonceRateLimit: { perClient: { max: 2, windowMs: 60_000 } },
        clientKey: (request: Request) => request.headers.get('x-client') ?? undefined,
      },
      requests: [nonce('a'), nonce('a'), nonce('a'), nonce('b'), nonce('a')],
      statuses: [200, 200, 429, 200, 429],
    },
  ])('$rule', async ({ options, requests, statuses }) => {
    const handle = handler(options)
    const answers: Response[] = []
    for (const request of requests) answers.push((await handle(request)) as Response)
    expect(answers.map((answer) => answer.status)).toEqual(statuses)
    const limited = answers.find((answer) => answer.status === 429) as Response
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await limited.json()).toEqual({
      error: {
        code: 'RATE_LIMITED',
        message: 'Too many sign-in attempts; try again shortly',
        details: { retryAfterS: Number(limited.headers.get('retry-after')) },
      },
    })
  })

  it('the window ends: nonces are issued again', async () => {
    let clock = 0
    const handle = handler({
      now: () => clock,
      nonceRateLimit: { total: { max: 1, windowMs: 10_000 } },
    })
    expect((await handle(nonce()))?.status).toBe(200)
    expect((await handle(nonce()))?.status).toBe(429)
    clock = 10_000
    expect((await handle(nonce()))?.status).toBe(200)
  })

  it('by default one client gets 30 a minute; all together stay within the nonce store', async () => {
    // A 5-minute nonce spans at most 6 one-minute windows: 6 windows' worth are alive at most.
    expect(DEFAULT_SIWX_NONCE_RATE_LIMITS.total.max * 6).toBeLessThanOrEqual(100_000)
    expect(DEFAULT_SIWX_NONCE_RATE_LIMITS.total.windowMs).toBe(60_000)
    const handle = handler({ clientKey: () => 'one-client' })
    const statuses = new Set<number>()
    for (let i = 0; i < 31; i++) statuses.add(((await handle(nonce())) as Response).status)
    expect([...statuses]).toEqual([200, 429])
  })
})

describe('POST bodies are measured while they are read', () => {
  const CHUNK = 16 * 1024

  /** A body of `total` bytes, counting what the handler pulled. */
  function countingBody(total: number) {
    const counter = { pulled: 0 }
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (counter.pulled >= total) return controller.close()
        counter.pulled += CHUNK
        controller.enqueue(new Uint8Array(CHUNK).fill(0x20))
      },
    })
    return { body, counter }
  }

  it.each([
    { rule: 'a 4 MiB body', total: 4 * 1024 * 1024 },
    { rule: 'a 64 MiB body', total: 64 * 1024 * 1024 },
  ])('$rule: refused 413 after maxBodyBytes, the rest never read', async ({ total }) => {
    const handle = handler({ maxBodyBytes: 16_384 })
    const { body, counter } = countingBody(total)
    const request = new Request(`${ORIGIN}/api/siwx/verify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN },
      body,
      duplex: 'half',
    } as RequestInit)
    const answer = (await handle(request)) as Response
    expect(answer.status).toBe(413)
    expect(await answer.json()).toEqual({
      error: { code: 'PAYLOAD_TOO_LARGE', message: 'The body is larger than 16384 bytes' },
    })
    // What was in flight when the limit was passed, no more.
    expect(counter.pulled).toBeLessThanOrEqual(16_384 + 2 * CHUNK)
  })

  it('a declared Content-Length over the limit is refused before reading', async () => {
    const handle = handler({ maxBodyBytes: 16_384 })
    const { body, counter } = countingBody(1024 * 1024)
    const request = new Request(`${ORIGIN}/api/siwx/verify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN, 'content-length': '1048576' },
      body,
      duplex: 'half',
    } as RequestInit)
    const answer = (await handle(request)) as Response
    expect(answer.status).toBe(413)
    expect(counter.pulled).toBeLessThanOrEqual(CHUNK)
  })

  it('a body within the limit is read whole (and checked as a sign-in)', async () => {
    const handle = handler({ maxBodyBytes: 16_384 })
    const answer = (await handle(
      new Request(`${ORIGIN}/api/siwx/verify`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: ORIGIN },
        body: JSON.stringify({ message: 'not a sign-in message', signature: '0x00' }),
      }),
    )) as Response
    expect(answer.status).toBe(400)
    expect((await answer.json()).error.code).toBe('INVALID_MESSAGE')
  })
})
