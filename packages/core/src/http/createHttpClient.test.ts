import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { HTTP_TRANSPORT_TIMEOUT_MS } from '../constants.js'
import { createHttpClient } from './createHttpClient.js'
import { createInFlightReads } from './createInFlightReads.js'
import { HttpRequestError, HttpStatusError, HttpTimeoutError } from './errors.js'

type Seen = { method: string; url: string; body: string; contentType: string | undefined }
let server: Server
let baseUrl: string
const seen: Seen[] = []

async function read(request: IncomingMessage) {
  let body = ''
  for await (const chunk of request) body += chunk
  return body
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    seen.push({
      method: request.method ?? '',
      url: request.url ?? '',
      body: await read(request),
      contentType: request.headers['content-type'],
    })
    const path = new URL(request.url ?? '/', 'http://x').pathname
    if (path === '/v1/slow') return setTimeout(() => response.end('{}'), 500)
    if (path === '/v1/never') return // answers nothing: only a timeout ends the request
    if (path === '/v1/limited') {
      response.writeHead(429, { 'retry-after': '7', 'content-type': 'application/json' })
      return response.end(
        JSON.stringify({ error: { code: 'RATE_LIMITED', message: 'Rate Limited' } }),
      )
    }
    if (path === '/v1/broken') {
      response.writeHead(502)
      return response.end('bad gateway')
    }
    response.writeHead(200, { 'content-type': 'application/json' })
    response.end(JSON.stringify({ ok: true }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
})

afterAll(
  () =>
    new Promise((resolve) => {
      server.close(resolve)
      server.closeAllConnections() // kept-alive sockets would hold close() for a minute
    }),
)

describe('createHttpClient — spec §7 "Generic HTTP client"', () => {
  it.each(['get', 'post', 'put', 'delete'] as const)(
    '%s: base URL + path, query with the client id appended, JSON body',
    async (method) => {
      const client = createHttpClient({
        baseUrl,
        clientId: 'c-1',
        baseQuery: { projectId: 'p', st: 'portico', sv: 'js-0.1.0' },
      })
      const result = await client[method]<{ ok: boolean }>({
        path: '/v1/things',
        query: { chainId: 'eip155:1', ids: ['a', 'b'], skipped: undefined },
        body: method === 'get' ? undefined : { a: 1 },
      })
      expect(result).toEqual({ ok: true })
      const request = seen.at(-1)!
      expect(request.method).toBe(method.toUpperCase())
      expect(request.url).toBe(
        '/v1/things?projectId=p&st=portico&sv=js-0.1.0&chainId=eip155%3A1&ids=a%2Cb&clientId=c-1',
      )
      if (method !== 'get') {
        expect(JSON.parse(request.body)).toEqual({ a: 1 })
        expect(request.contentType).toBe('application/json')
      }
    },
  )

  it("a non-OK status throws 'HTTP status code: {status}' with Retry-After and the body", async () => {
    const error = await createHttpClient({ baseUrl })
      .get({ path: 'v1/limited' })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HttpStatusError)
    expect((error as HttpStatusError).shortMessage).toBe('HTTP status code: 429')
    expect((error as HttpStatusError).retryAfterS).toBe(7)
    expect((error as HttpStatusError).body).toEqual({
      error: { code: 'RATE_LIMITED', message: 'Rate Limited' },
    })
    const broken = await createHttpClient({ baseUrl })
      .get({ path: 'v1/broken' })
      .catch((e: unknown) => e)
    expect((broken as HttpStatusError).status).toBe(502)
    expect((broken as HttpStatusError).body).toBe('bad gateway')
  })

  it("a timeout is 'The request took too long to respond.'", async () => {
    const error = await createHttpClient({ baseUrl })
      .get({ path: 'v1/slow', timeoutMs: 50 })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HttpTimeoutError)
  })

  it("an unreachable server is 'HTTP request failed.'", async () => {
    const error = await createHttpClient({ baseUrl: 'http://127.0.0.1:9/' })
      .get({ path: 'x' })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HttpRequestError)
    expect((error as HttpRequestError).shortMessage).toBe('HTTP request failed.')
  })

  it('an abort by the caller is a request error, not a timeout', async () => {
    const controller = new AbortController()
    const pending = createHttpClient({ baseUrl }).get({
      path: 'v1/slow',
      signal: controller.signal,
    })
    controller.abort()
    await expect(pending).rejects.toBeInstanceOf(HttpRequestError)
  })
})

// spec §9: "HTTP transport timeout 10 s" — at its default, not overridden.
describe('createHttpClient — the default timeout is HTTP_TRANSPORT_TIMEOUT_MS (10 s)', () => {
  afterEach(() => vi.useRealTimers())

  it('a request nobody answers fails at 10 s, not before', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    let settled: unknown
    const pending = createHttpClient({ baseUrl })
      .get({ path: '/v1/never' })
      .catch((error: unknown) => error)
      .then((result) => {
        settled = result
      })
    await until(() => seen.some((r) => r.url.startsWith('/v1/never')))
    await vi.advanceTimersByTimeAsync(HTTP_TRANSPORT_TIMEOUT_MS - 1)
    expect(settled).toBeUndefined()
    await vi.advanceTimersByTimeAsync(1)
    await pending
    expect(HTTP_TRANSPORT_TIMEOUT_MS).toBe(10_000)
    expect(settled).toBeInstanceOf(HttpTimeoutError)
    expect((settled as HttpTimeoutError).details).toBe('GET /v1/never after 10000 ms')
  })
})

// spec §9: "Dedupe cache 8192 entries" — identical reads in flight are asked once.
describe('createHttpClient — identical GETs in flight share one request (inFlight)', () => {
  const slowRequests = () => seen.filter((r) => r.url.startsWith('/v1/slow')).length

  it.each([
    { inFlight: true, method: 'get', requests: 1 },
    { inFlight: false, method: 'get', requests: 3 },
    { inFlight: true, method: 'post', requests: 3 }, // writes are never shared
  ] as const)('inFlight $inFlight, $method ×3 at once → $requests request(s)', async (row) => {
    const before = slowRequests()
    const client = createHttpClient({
      baseUrl,
      inFlight: row.inFlight ? createInFlightReads() : undefined,
    })
    const answers = await Promise.all([1, 2, 3].map(() => client[row.method]({ path: '/v1/slow' })))
    expect(answers).toEqual([{}, {}, {}])
    expect(slowRequests() - before).toBe(row.requests)
  })

  it('other queries are other reads; a caller that aborts leaves the others their answer', async () => {
    const before = slowRequests()
    const client = createHttpClient({ baseUrl, inFlight: createInFlightReads() })
    const caller = new AbortController()
    const aborted = client.get({ path: '/v1/slow', signal: caller.signal }).catch((e: unknown) => e)
    const kept = client.get({ path: '/v1/slow' })
    const other = client.get({ path: '/v1/slow', query: { page: 2 } })
    caller.abort(new Error('left the view'))
    expect(await aborted).toMatchObject({ message: 'left the view' })
    expect(await Promise.all([kept, other])).toEqual([{}, {}])
    expect(slowRequests() - before).toBe(2)
  })
})

async function until(check: () => boolean) {
  for (let i = 0; i < 500 && !check(); i++) await new Promise((resolve) => setImmediate(resolve))
  if (!check()) throw new Error('condition not met')
}
