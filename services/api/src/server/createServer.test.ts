import Fastify, { type InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ROUTE_PLUGINS, type RouteContext } from '../routes/index.js'
import { ENGINES, openTestDatabase } from '../testing/openTestDatabase.js'
import { P1_QUERY, startTestApi } from '../testing/startTestApi.js'
import { createServer, PROJECT_CACHE_TTL_MS } from './createServer.js'

const EVENT = {
  eventId: 'e-1',
  url: 'https://app.example.com/x',
  domain: 'app.example.com',
  timestamp: 1_795_300_000_000,
  props: { type: 'track', event: 'MODAL_OPEN' },
}

type Row = {
  rule: string
  request: InjectOptions
  status: number
  code: string
  message?: string
}

/** Every status rule of the service; each row quotes the issue (#5) or the spec. */
const STATUS_RULES: Row[] = [
  ...['/appkit/v1/config', '/projects/v1/origins', '/getAnalyticsConfig'].flatMap((path) => [
    {
      rule: `"an unknown … project id gets 401 with 'Invalid Project ID'" (${path})`,
      request: { url: `${path}?projectId=nope&st=portico&sv=1` },
      status: 401,
      code: 'INVALID_PROJECT_ID',
      message: 'Invalid Project ID',
    },
    {
      rule: `"a … missing project id gets 401 with 'Invalid Project ID'" (${path})`,
      request: { url: `${path}?st=portico&sv=1` },
      status: 401,
      code: 'INVALID_PROJECT_ID',
      message: 'Invalid Project ID',
    },
  ]),
  {
    rule: '"a … missing project id gets 401" (POST /e, before its body is looked at)',
    request: { method: 'POST', url: '/e?st=portico&sv=1', payload: {} },
    status: 401,
    code: 'INVALID_PROJECT_ID',
    message: 'Invalid Project ID',
  },
  {
    rule: '"a … missing project id gets 401" (a project id given twice is no project id)',
    request: { url: '/appkit/v1/config?projectId=p1&projectId=p2&st=portico&sv=1' },
    status: 401,
    code: 'INVALID_PROJECT_ID',
  },
  {
    rule: `"a browser origin outside the project's allowed origins gets 403 'Origin Not Allowed'"`,
    request: { url: `/appkit/v1/config?${P1_QUERY}`, headers: { origin: 'https://evil.test' } },
    status: 403,
    code: 'ORIGIN_NOT_ALLOWED',
    message: 'Origin Not Allowed',
  },
  {
    rule: '"… outside the allowed origins gets 403": the wildcard admits subdomains, not the apex',
    request: { url: `/appkit/v1/config?${P1_QUERY}`, headers: { origin: 'https://example.com' } },
    status: 403,
    code: 'ORIGIN_NOT_ALLOWED',
  },
  {
    rule: '"… outside the allowed origins gets 403": an opaque origin (null) is outside',
    request: { url: `/appkit/v1/config?${P1_QUERY}`, headers: { origin: 'null' } },
    status: 403,
    code: 'ORIGIN_NOT_ALLOWED',
  },
  {
    rule: '"Every request carries projectId, st and sv": st and sv missing → 400 naming them',
    request: { url: '/appkit/v1/config?projectId=p1' },
    status: 400,
    code: 'VALIDATION_ERROR',
  },
  {
    rule: '"every route\'s … body validated by a schema" (POST /e without url, domain, …)',
    request: { method: 'POST', url: `/e?${P1_QUERY}`, payload: { eventId: 'x' } },
    status: 400,
    code: 'VALIDATION_ERROR',
  },
  {
    rule: '"… body validated by a schema" (props.type is track or error)',
    request: {
      method: 'POST',
      url: `/e?${P1_QUERY}`,
      payload: { ...EVENT, props: { type: 'other', event: 'X' } },
    },
    status: 400,
    code: 'VALIDATION_ERROR',
  },
  {
    rule: '"Errors in one JSON shape" (malformed JSON)',
    request: {
      method: 'POST',
      url: `/e?${P1_QUERY}`,
      headers: { 'content-type': 'application/json' },
      payload: '{"eventId":',
    },
    status: 400,
    code: 'BAD_REQUEST',
  },
  {
    rule: '"Errors in one JSON shape" (an oversized event)',
    request: {
      method: 'POST',
      url: `/e?${P1_QUERY}`,
      payload: { ...EVENT, url: 'x'.repeat(20_000) },
    },
    status: 413,
    code: 'PAYLOAD_TOO_LARGE',
  },
  {
    rule: '"Errors in one JSON shape" (a body that is not JSON)',
    request: {
      method: 'POST',
      url: `/e?${P1_QUERY}`,
      headers: { 'content-type': 'application/xml' },
      payload: '<e/>',
    },
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
  },
  {
    rule: '"Analytics ingestion … refused when the project has analytics off"; spec §8 "Analytics 403 shows \'Invalid App Configuration\'"',
    request: { method: 'POST', url: '/e?projectId=p2&st=portico&sv=1', payload: EVENT },
    status: 403,
    code: 'INVALID_APP_CONFIGURATION',
    message: 'Invalid App Configuration',
  },
  {
    rule: '"Errors in one JSON shape" (an unknown route answers 404 the same way)',
    request: { url: `/nothing/here?${P1_QUERY}` },
    status: 404,
    code: 'NOT_FOUND',
    message: 'Not Found',
  },
  {
    rule: '"Errors in one JSON shape" (a known path with another method is a 404 too)',
    request: { method: 'DELETE', url: `/appkit/v1/config?${P1_QUERY}` },
    status: 404,
    code: 'NOT_FOUND',
  },
]

/** The one shape: `{ error: { code, message, details? } }`, and never a stack. */
function expectErrorShape(body: string, code: string, message?: string) {
  const json = JSON.parse(body) as { error: Record<string, unknown> }
  expect(Object.keys(json)).toEqual(['error'])
  expect(Object.keys(json.error).sort()).toEqual(
    'details' in json.error ? ['code', 'details', 'message'] : ['code', 'message'],
  )
  expect(json.error.code).toBe(code)
  expect(typeof json.error.message).toBe('string')
  if (message) expect(json.error.message).toBe(message)
  expect(body).not.toMatch(/\bat .+:\d+:\d+|stack/i)
}

describe.each(ENGINES)('createServer on %s', (engine) => {
  let api: Awaited<ReturnType<typeof startTestApi>>
  beforeAll(async () => {
    api = await startTestApi(engine)
  })
  afterAll(() => api.close())

  it.each(STATUS_RULES)('$rule → $status $code', async ({ request, status, code, message }) => {
    const response = await api.app.inject(request)
    expect(response.statusCode).toBe(status)
    expect(response.headers['content-type']).toMatch(/^application\/json/)
    expectErrorShape(response.body, code, message)
  })

  it('validation errors say where and what (details)', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: `/e?${P1_QUERY}`,
      payload: { ...EVENT, timestamp: 'soon' },
    })
    expect(response.json().error.details).toEqual([
      expect.objectContaining({ in: 'body', path: '/timestamp', message: 'must be integer' }),
    ])
    const missing = await api.app.inject({ url: '/appkit/v1/config?projectId=p1&sv=1' })
    expect(missing.json().error.details).toEqual([
      { in: 'querystring', path: '/st', message: "must have required property 'st'" },
    ])
  })

  it('a request with no Origin (a server, curl) and a right project is served', async () => {
    const response = await api.app.inject({ url: `/appkit/v1/config?${P1_QUERY}` })
    expect(response.statusCode).toBe(200)
    expect(response.headers['access-control-allow-origin']).toBeUndefined()
  })

  describe('"CORS answers only allowed origins"', () => {
    it.each([
      ['an allowed origin', 'http://127.0.0.1:5173'],
      ['a subdomain under an allowed wildcard', 'https://app.example.com'],
    ])('%s gets Access-Control-Allow-Origin and Vary: Origin', async (_, origin) => {
      const response = await api.app.inject({
        url: `/appkit/v1/config?${P1_QUERY}`,
        headers: { origin },
      })
      expect(response.statusCode).toBe(200)
      expect(response.headers['access-control-allow-origin']).toBe(origin)
      expect(response.headers.vary).toMatch(/Origin/)
    })

    it('a preflight from an allowed origin is answered 204 with the methods and headers', async () => {
      const response = await api.app.inject({
        method: 'OPTIONS',
        url: `/e?${P1_QUERY}`,
        headers: {
          origin: 'http://127.0.0.1:5173',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      })
      expect(response.statusCode).toBe(204)
      expect(response.headers).toMatchObject({
        'access-control-allow-origin': 'http://127.0.0.1:5173',
        'access-control-allow-methods': 'GET, POST',
        'access-control-allow-headers': 'content-type, accept',
        'access-control-max-age': '600',
      })
    })

    it.each([
      ['an origin outside the allowed ones', P1_QUERY, 'https://evil.test', 403],
      ['an unknown project', 'projectId=nope&st=portico&sv=1', 'http://127.0.0.1:5173', 401],
    ])('a preflight from %s is refused without CORS headers', async (_, query, origin, status) => {
      const response = await api.app.inject({
        method: 'OPTIONS',
        url: `/e?${query}`,
        headers: { origin, 'access-control-request-method': 'POST' },
      })
      expect(response.statusCode).toBe(status)
      expect(response.headers['access-control-allow-origin']).toBeUndefined()
    })

    it('an error answer to an allowed origin carries CORS, so the widget can read it', async () => {
      const response = await api.app.inject({
        method: 'POST',
        url: '/e?projectId=p2&st=portico&sv=1',
        headers: { origin: 'https://anywhere.test' },
        payload: EVENT,
      })
      expect(response.statusCode).toBe(403)
      expect(response.headers['access-control-allow-origin']).toBe('https://anywhere.test')
    })

    it('over real HTTP: the browser-visible headers are the same', async () => {
      const address = await api.app.listen({ host: '127.0.0.1', port: 0 })
      const allowed = await fetch(`${address}/projects/v1/origins?${P1_QUERY}`, {
        headers: { origin: 'https://app.example.com' },
      })
      expect(allowed.status).toBe(200)
      expect(allowed.headers.get('access-control-allow-origin')).toBe('https://app.example.com')
      expect(await allowed.json()).toEqual({
        allowedOrigins: ['http://127.0.0.1:5173', 'https://*.example.com'],
      })
      const refused = await fetch(`${address}/projects/v1/origins?${P1_QUERY}`, {
        headers: { origin: 'https://example.org' },
      })
      expect(refused.status).toBe(403)
      expect(refused.headers.get('access-control-allow-origin')).toBeNull()
    })
  })

  it('"Health and readiness endpoints" need no project', async () => {
    const health = await api.app.inject({ url: '/health' })
    expect(health.statusCode).toBe(200)
    expect(health.json()).toEqual({ status: 'ok' })
    const ready = await api.app.inject({ url: '/ready' })
    expect(ready.statusCode).toBe(200)
    expect(ready.json()).toEqual({ status: 'ready', checks: { database: 'ok' } })
  })

  it('"an OpenAPI document generated from the schemas" lists every route of every plugin', async () => {
    const response = await api.app.inject({ url: '/openapi.json' })
    expect(response.statusCode).toBe(200)
    const document = response.json() as {
      openapi: string
      paths: Record<string, Record<string, { parameters?: { name: string; in: string }[] }>>
    }
    expect(document.openapi).toBe('3.1.0')
    // What the plugins register, collected independently of the swagger plugin.
    const routes: string[] = []
    const probe = Fastify()
    probe.addHook('onRoute', (route) => {
      const methods = [route.method].flat()
      if (route.schema?.hide) return
      for (const method of methods)
        if (method !== 'HEAD')
          routes.push(`${method} ${route.url.replace(/:([A-Za-z_]+)/g, '{$1}')}`)
    })
    const context: RouteContext = { db: api.database.db, now: Date.now }
    for (const plugin of ROUTE_PLUGINS) await probe.register(plugin(context))
    await probe.ready()
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    )
    expect(routes.length).toBeGreaterThan(0)
    expect(documented.sort()).toEqual(
      expect.arrayContaining([...routes, 'GET /health', 'GET /ready'].sort()),
    )
    expect(documented).toHaveLength(routes.length + 2)
    const config = document.paths['/appkit/v1/config']?.get
    expect(config?.parameters?.map((p) => `${p.in}:${p.name}`)).toEqual([
      'query:projectId',
      'query:st',
      'query:sv',
    ])
    await probe.close()
  })
})

describe.each(ENGINES)(
  'rate limits on %s ("per project and per IP with 429 and Retry-After")',
  (engine) => {
    let clock = 1_795_300_000_000
    let api: Awaited<ReturnType<typeof startTestApi>>
    beforeAll(async () => {
      api = await startTestApi(engine, {
        now: () => clock,
        rateLimit: {
          perIp: { max: 3, windowMs: 10_000 },
          perProject: { max: 5, windowMs: 10_000 },
          analyticsPerIp: { max: 1, windowMs: 60_000 },
        },
      })
    })
    afterAll(() => api.close())

    const get = (remoteAddress: string, origin?: string) =>
      api.app.inject({
        url: `/getAnalyticsConfig?${P1_QUERY}`,
        remoteAddress,
        headers: origin ? { origin } : {},
      })

    it('per IP: over the limit → 429 Rate Limited with Retry-After; the window resets', async () => {
      for (let i = 0; i < 3; i++) expect((await get('10.0.0.1')).statusCode).toBe(200)
      clock += 4_000
      const limited = await get('10.0.0.1', 'http://127.0.0.1:5173')
      expect(limited.statusCode).toBe(429)
      expect(limited.headers['retry-after']).toBe('6')
      // The widget reads the 429 and its Retry-After across origins (spec §8 'Rate Limited').
      expect(limited.headers['access-control-allow-origin']).toBe('http://127.0.0.1:5173')
      expect(limited.headers['access-control-expose-headers']).toBe('retry-after')
      expectErrorShape(limited.body, 'RATE_LIMITED', 'Rate Limited')
      // Another address is not affected (until the project's own limit).
      expect((await get('10.0.0.2')).statusCode).toBe(200)
      clock += 6_000
      expect((await get('10.0.0.1')).statusCode).toBe(200)
    })

    it('per project: many addresses together hit the project limit', async () => {
      clock += 60_000
      const statuses: number[] = []
      for (let i = 0; i < 6; i++) statuses.push((await get(`10.1.0.${i}`)).statusCode)
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429])
      // Another project is not affected.
      const other = await api.app.inject({ url: '/getAnalyticsConfig?projectId=p2&st=a&sv=b' })
      expect(other.statusCode).toBe(200)
    })

    it('POST /e is limited tighter than the rest', async () => {
      clock += 60_000
      const post = () =>
        api.app.inject({
          method: 'POST',
          url: `/e?${P1_QUERY}`,
          remoteAddress: '10.2.0.1',
          payload: { ...EVENT, eventId: `e-${Math.random()}` },
        })
      expect((await post()).statusCode).toBe(200)
      const limited = await post()
      expect(limited.statusCode).toBe(429)
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
      expect((await get('10.2.0.1')).statusCode).toBe(200)
    })

    it('health and readiness are never limited', async () => {
      for (let i = 0; i < 10; i++)
        expect(
          (await api.app.inject({ url: '/health', remoteAddress: '10.0.0.1' })).statusCode,
        ).toBe(200)
    })
  },
)

describe.each(ENGINES)('faults on %s', (engine) => {
  it("a failing database: 500 'Server Error' without a stack, and /ready answers 503", async () => {
    const database = await openTestDatabase(engine)
    const lines: string[] = []
    const app = await createServer({
      database,
      logger: { level: 'error', stream: { write: (line: string) => lines.push(line) } },
    })
    await database.destroy()
    const response = await app.inject({ url: `/appkit/v1/config?${P1_QUERY}` })
    expect(response.statusCode).toBe(500)
    expectErrorShape(response.body, 'SERVER_ERROR', 'Server Error')
    const ready = await app.inject({ url: '/ready' })
    expect([ready.statusCode, ready.json()]).toEqual([
      503,
      { status: 'not ready', checks: { database: 'down' } },
    ])
    // The cause goes to the structured log, not to the client.
    expect(lines.some((line) => JSON.parse(line).err?.stack)).toBe(true)
    await app.close()
  })
})

describe.each(ENGINES)('the project cache on %s', (engine) => {
  it('a project read is kept PROJECT_CACHE_TTL_MS: edits and new projects show after it, not before', async () => {
    let clock = 1_000_000
    const api = await startTestApi(engine, { now: () => clock })
    try {
      const origins = () => api.app.inject({ url: '/projects/v1/origins?projectId=p2&st=a&sv=b' })
      expect((await origins()).json()).toEqual({ allowedOrigins: ['*'] })
      await api.projects.update('p2', { allowedOrigins: ['https://p2.example'] })
      expect((await origins()).json()).toEqual({ allowedOrigins: ['*'] })
      clock += PROJECT_CACHE_TTL_MS
      expect((await origins()).json()).toEqual({ allowedOrigins: ['https://p2.example'] })

      // An unknown id is remembered too, so a flood of random ids does not reach the database.
      const p9 = () => api.app.inject({ url: '/projects/v1/origins?projectId=p9&st=a&sv=b' })
      expect((await p9()).statusCode).toBe(401)
      await api.projects.create({ id: 'p9', name: 'Nine', allowedOrigins: [] })
      expect((await p9()).statusCode).toBe(401)
      clock += PROJECT_CACHE_TTL_MS
      expect((await p9()).statusCode).toBe(200)
    } finally {
      await api.close()
    }
  })
})
