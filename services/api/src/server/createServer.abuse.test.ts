/**
 * Issue 16, findings 6 and 10: nobody exhausts a project's shared limits or gets a fresh bucket by
 * forging X-Forwarded-For or hopping IPv6 addresses; the secure and relay services' lookups are
 * authenticated and exempt; a flood of random project ids is limited per IP before any lookup and
 * cannot evict the projects in use from the cache.
 */
import { randomBytes } from 'node:crypto'
import type { InjectOptions } from 'fastify'
import { afterEach, describe, expect, it } from 'vitest'
import { ENGINES } from '../testing/openTestDatabase.js'
import { P1_QUERY, startTestApi } from '../testing/startTestApi.js'
import type { CreateServerParameters } from './createServer.js'
import { PROJECT_CACHE_MAX_ENTRIES } from './createServer.js'

/** The contract with the secure and relay services (PORTICO_SERVICE_TOKEN). */
const SERVICE_TOKEN_HEADER = 'x-portico-service-token'
const SERVICE_TOKEN = randomBytes(32).toString('hex')
const ORIGINS = `/projects/v1/origins?${P1_QUERY}`
const NO_LIMIT = { max: 1e9, windowMs: 60_000 }

type Api = Awaited<ReturnType<typeof startTestApi>>
const started: Api[] = []
afterEach(async () => {
  for (const api of started.splice(0)) await api.close()
})
async function start(
  engine: (typeof ENGINES)[number],
  options: Omit<CreateServerParameters, 'database'>,
) {
  const api = await startTestApi(engine, options)
  started.push(api)
  return api
}
const statuses = async (api: Api, requests: InjectOptions[]) => {
  const answers: number[] = []
  for (const request of requests) answers.push((await api.app.inject(request)).statusCode)
  return answers
}

/** Forged addresses a client puts in front of what its proxies append. */
const FORGED = ['6.6.6.1', '6.6.6.2, 7.7.7.7', '2001:db8:ffff::1, 6.6.6.3, 6.6.6.4']

describe.each(ENGINES)('finding 6 on %s: the client address behind proxies', (engine) => {
  it.each([
    {
      rule: 'trustProxy true (PORTICO_API_TRUST_PROXY=1) is one hop: the address the proxy appended',
      trustProxy: true,
      remoteAddress: '127.0.0.1',
      appended: '198.51.100.7',
    },
    {
      rule: 'a hop count of 2: the address the outer of two proxies appended',
      trustProxy: 2,
      remoteAddress: '10.0.0.3',
      appended: '198.51.100.7, 10.0.0.2',
    },
    {
      rule: 'proxy CIDRs: the first address from the right outside them',
      trustProxy: ['10.0.0.0/8', '127.0.0.1'],
      remoteAddress: '10.0.0.3',
      appended: '198.51.100.7, 10.0.0.2',
    },
  ] as const)(
    '$rule: a client prepending forged addresses gets no fresh bucket',
    async ({ trustProxy, remoteAddress, appended }) => {
      const api = await start(engine, {
        trustProxy,
        rateLimit: { perIp: { max: FORGED.length - 1, windowMs: 60_000 }, perProject: NO_LIMIT },
      })
      const requests = FORGED.map((forged) => ({
        url: ORIGINS,
        remoteAddress,
        headers: { 'x-forwarded-for': `${forged}, ${appended}` },
      }))
      const answers = await statuses(api, requests)
      expect(answers).toEqual([...FORGED.slice(1).map(() => 200), 429])
      // Another real client behind the same proxy has its own bucket.
      const other = await api.app.inject({
        url: ORIGINS,
        remoteAddress,
        headers: { 'x-forwarded-for': appended.replace('198.51.100.7', '198.51.100.8') },
      })
      expect(other.statusCode).toBe(200)
    },
  )

  it('IPv6 clients are limited per /64 (one host has 2^64 addresses); IPv4-mapped is IPv4', async () => {
    const api = await start(engine, {
      rateLimit: { perIp: { max: 2, windowMs: 60_000 }, perProject: NO_LIMIT },
    })
    const from = (remoteAddress: string) => ({ url: ORIGINS, remoteAddress })
    expect(
      await statuses(api, [
        from('2001:db8:1:2::1'),
        from('2001:db8:1:2:ffff:ffff:ffff:fffe'),
        from('2001:db8:1:2::abcd'),
        from('2001:db8:1:3::1'),
        from('198.51.100.9'),
        from('::ffff:198.51.100.9'),
        from('::ffff:c633:6409'),
      ]),
    ).toEqual([200, 200, 429, 200, 200, 200, 429])
  })
})

describe.each(ENGINES)('finding 10 on %s: the shared project bucket', (engine) => {
  const limits = {
    perIp: { max: 3, windowMs: 60_000 },
    perProject: { max: 4, windowMs: 60_000 },
  }
  const flood = (api: Api) =>
    statuses(
      api,
      Array.from({ length: 6 }, (_, i) => ({ url: ORIGINS, remoteAddress: `203.0.113.${i}` })),
    )

  it("strangers exhaust p1's bucket: the secure service's authenticated lookups are still answered", async () => {
    const api = await start(engine, { rateLimit: limits, serviceToken: SERVICE_TOKEN })
    expect(await flood(api)).toEqual([200, 200, 200, 200, 429, 429])
    const service = () =>
      api.app.inject({
        url: ORIGINS,
        remoteAddress: '192.0.2.10',
        headers: { [SERVICE_TOKEN_HEADER]: SERVICE_TOKEN },
      })
    // More than both limits: the service is exempt from the per-IP and the per-project limit.
    for (let i = 0; i < 5; i++) {
      const answer = await service()
      expect(answer.statusCode, answer.body).toBe(200)
      expect(answer.json()).toEqual({
        allowedOrigins: ['http://127.0.0.1:5173', 'https://*.example.com'],
      })
    }
  })

  it.each([
    {
      rule: 'a wrong token',
      configured: SERVICE_TOKEN,
      sent: `${SERVICE_TOKEN.slice(0, -1)}${SERVICE_TOKEN.endsWith('0') ? '1' : '0'}`,
    },
    { rule: 'a token of another length', configured: SERVICE_TOKEN, sent: 'short-guess' },
    {
      rule: 'any token when the API has none configured',
      configured: undefined,
      sent: SERVICE_TOKEN,
    },
  ])('$rule is refused 401 and never logged', async ({ configured, sent }) => {
    const lines: string[] = []
    const api = await start(engine, {
      serviceToken: configured,
      rateLimit: limits,
      logger: { level: 'trace', stream: { write: (line: string) => lines.push(line) } },
    })
    const answer = await api.app.inject({
      url: ORIGINS,
      remoteAddress: '192.0.2.11',
      headers: { [SERVICE_TOKEN_HEADER]: sent },
    })
    expect(answer.statusCode).toBe(401)
    expect(answer.json()).toEqual({
      error: { code: 'INVALID_SERVICE_TOKEN', message: 'Invalid Service Token' },
    })
    expect(lines.length).toBeGreaterThan(0)
    for (const line of lines) {
      expect(line).not.toContain(sent)
      if (configured) expect(line).not.toContain(configured)
    }
  })

  it('random project ids are limited per IP before any lookup (429, not a database read and a 401 each)', async () => {
    const api = await start(engine, { rateLimit: limits })
    const random = () => ({
      url: `/projects/v1/origins?projectId=${randomBytes(8).toString('hex')}&st=a&sv=b`,
      remoteAddress: '203.0.113.50',
    })
    expect(await statuses(api, [random(), random(), random(), random(), random()])).toEqual([
      401, 401, 401, 429, 429,
    ])
    // The limited answer is the one error shape with Retry-After.
    const limited = await api.app.inject(random())
    expect(limited.json()).toMatchObject({ error: { code: 'RATE_LIMITED' } })
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
  })

  it('a flood of unknown project ids does not evict the projects in use from the cache (LRU, not clear-all)', async () => {
    let clock = 1_800_000_000_000
    const api = await start(engine, {
      now: () => clock,
      rateLimit: { perIp: NO_LIMIT, perProject: NO_LIMIT },
    })
    const origins = async () => (await api.app.inject({ url: ORIGINS })).json()
    const before = await origins()
    // An edit the cache hides until its TTL: if p1 stays cached, the old origins are served.
    await api.projects.update('p1', { allowedOrigins: ['https://edited.example'] })
    for (let i = 0; i < PROJECT_CACHE_MAX_ENTRIES + 10; i++) {
      await api.app.inject({ url: `/projects/v1/origins?projectId=flood-${i}&st=a&sv=b` })
      if (i % 100 === 0) expect(await origins()).toEqual(before)
    }
    expect(await origins()).toEqual(before)
    clock += 60_000
    expect(await origins()).toEqual({ allowedOrigins: ['https://edited.example'] })
  }, 120_000)
})
