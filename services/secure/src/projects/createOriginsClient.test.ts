/**
 * Issue 16, finding 10: the frame's lookups of a project's allowed origins survive strangers
 * exhausting the project's bucket at the API (they carry the service token), and a flood of
 * made-up project ids does not evict the projects in use from the secure server's cache.
 */
import { randomBytes } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { ENGINES, P1_QUERY, startTestApi } from '@portico/api/testing'
import { afterEach, describe, expect, it } from 'vitest'
import {
  createOriginsClient,
  ORIGINS_CACHE_MAX_ENTRIES,
  OriginsUnavailableError,
} from './createOriginsClient.js'

const SERVICE_TOKEN = randomBytes(32).toString('hex')
const P1_ORIGINS = ['http://127.0.0.1:5173', 'https://*.example.com']

const cleanups: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

async function startApi(engine: (typeof ENGINES)[number], serviceToken: string | undefined) {
  const api = await startTestApi(engine, {
    serviceToken,
    projectCacheTtlMs: 0,
    rateLimit: { perProject: { max: 3, windowMs: 60_000 } },
  })
  cleanups.push(() => api.close())
  const url = await api.app.listen({ host: '127.0.0.1', port: 0 })
  // Strangers from many addresses spend p1's whole bucket.
  for (let i = 0; i < 4; i++)
    await api.app.inject({
      url: `/projects/v1/origins?${P1_QUERY}`,
      remoteAddress: `203.0.113.${i}`,
    })
  return url.replace('localhost', '127.0.0.1')
}

describe.each(ENGINES)("the origins client and the API's limits on %s", (engine) => {
  it("with the service token, p1's origins are read though strangers spent p1's bucket", async () => {
    const apiUrl = await startApi(engine, SERVICE_TOKEN)
    const client = createOriginsClient({ apiUrl, serviceToken: SERVICE_TOKEN })
    expect(await client.get('p1')).toEqual({ status: 'ok', allowedOrigins: P1_ORIGINS })
    expect(await client.get('nope')).toEqual({ status: 'unknown' })
  })

  it.each([
    { rule: 'without the token the API is rate limiting', token: undefined, rateLimited: true },
    { rule: 'a wrong token is not "unknown project"', token: 'x'.repeat(64), rateLimited: false },
  ])('$rule: the frame says it cannot load, never caches it', async ({ token, rateLimited }) => {
    const apiUrl = await startApi(engine, SERVICE_TOKEN)
    const client = createOriginsClient({ apiUrl, serviceToken: token })
    const failure = await client.get('p1').catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(OriginsUnavailableError)
    expect((failure as OriginsUnavailableError).rateLimited).toBe(rateLimited)
  })
})

/** A stand-in API on loopback that counts the lookups of each project id. */
async function startCountingApi() {
  const lookups = new Map<string, number>()
  const server: Server = createServer((request, response) => {
    const projectId = new URL(request.url ?? '/', 'http://x').searchParams.get('projectId') ?? ''
    lookups.set(projectId, (lookups.get(projectId) ?? 0) + 1)
    response.setHeader('content-type', 'application/json')
    if (projectId !== 'p1') {
      response.statusCode = 401
      response.end('{"error":{"code":"INVALID_PROJECT_ID","message":"Invalid Project ID"}}')
      return
    }
    response.end(JSON.stringify({ allowedOrigins: P1_ORIGINS }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, lookups }
}

describe('the origins cache', () => {
  it('a flood of made-up project ids does not evict the projects in use (LRU, not clear-all)', async () => {
    const api = await startCountingApi()
    const client = createOriginsClient({ apiUrl: api.url, now: () => 0 })
    await client.get('p1')
    const total = ORIGINS_CACHE_MAX_ENTRIES + 50
    for (let start = 0; start < total; start += 50) {
      await Promise.all(
        Array.from({ length: Math.min(50, total - start) }, (_, i) =>
          client.get(`flood-${start + i}`),
        ),
      )
      await client.get('p1')
    }
    expect(api.lookups.get('p1')).toBe(1)
  }, 120_000)

  it.each([
    { maxEntries: 3, flood: 3, p1Lookups: 2, rule: 'unused for maxEntries new ids: forgotten' },
    { maxEntries: 3, flood: 2, p1Lookups: 1, rule: 'fewer new ids than maxEntries: kept' },
  ])('maxEntries $maxEntries, $flood new ids: $rule', async ({ maxEntries, flood, p1Lookups }) => {
    const api = await startCountingApi()
    const client = createOriginsClient({ apiUrl: api.url, now: () => 0, maxEntries })
    await client.get('p1')
    for (let i = 0; i < flood; i++) await client.get(`other-${i}`)
    await client.get('p1')
    expect(api.lookups.get('p1')).toBe(p1Lookups)
  })
})
