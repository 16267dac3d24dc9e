import Fastify, { type FastifyInstance } from 'fastify'
import { afterEach, describe, expect, it } from 'vitest'
import { ServiceError } from '../errors/ServiceError.js'
import { createRateLimiter } from '../rateLimit/createRateLimiter.js'
import { rateLimitedOptions } from '../rateLimit/rateLimitedOptions.js'
import { metricSample } from '../testing/metricSample.js'
import { createServiceMetrics } from './createServiceMetrics.js'
import { recordHttpMetrics } from './recordHttpMetrics.js'
import { serveMetrics } from './serveMetrics.js'

const TOKEN = 'metrics-token-of-the-test-0123456789'
const NAMES = { tokenEnv: 'PORTICO_TEST_METRICS_TOKEN', portEnv: 'PORTICO_TEST_METRICS_PORT' }
const TABLE = { RATE_LIMITED: { statusCode: 429, message: 'Rate Limited' } }

let app: FastifyInstance | undefined
afterEach(async () => {
  await app?.close()
  app = undefined
})

/** A server with the metrics recorded and served, a route per kind of answer. */
async function startServer(settings: { token?: string; port?: number }) {
  const server = Fastify()
  app = server
  const metrics = createServiceMetrics({ labels: { service: 'test' } })
  recordHttpMetrics(server, metrics)
  await serveMetrics(server, { metrics, ...settings, ...NAMES })
  const limiter = createRateLimiter({ name: 'perTest', max: 1, windowMs: 60_000 })
  server.get('/items/:id', async () => ({ ok: true }))
  server.get('/boom', async () => {
    throw new Error('broken')
  })
  server.get('/limited', async () => {
    const result = await limiter.take('k')
    if (!result.allowed) throw new ServiceError(TABLE, 'RATE_LIMITED', rateLimitedOptions(result))
    return { ok: true }
  })
  const url = await server.listen({ host: '127.0.0.1', port: 0 })
  return { url, metricsUrl: server.metricsUrl }
}

describe('"Prometheus /metrics (requests, latencies, errors, … rate-limit refusals)" (issue 20)', () => {
  it('the counters moved by exactly the requests made, by route template, status and limiter', async () => {
    const { url } = await startServer({ token: TOKEN })
    const auth = { authorization: `Bearer ${TOKEN}` }
    for (const path of [
      '/items/1',
      '/items/2',
      '/items/3',
      '/boom',
      '/limited',
      '/limited',
      '/limited',
      '/nowhere',
    ])
      await (await fetch(`${url}${path}`)).arrayBuffer()
    const text = await (await fetch(`${url}/metrics`, { headers: auth })).text()

    const requests = (route: string, status: string) =>
      metricSample(text, 'http_requests_total', { method: 'GET', route, status, service: 'test' })
    expect(requests('/items/:id', '200')).toBe(3)
    expect(requests('/boom', '500')).toBe(1)
    expect(requests('/limited', '200')).toBe(1)
    expect(requests('/limited', '429')).toBe(2)
    expect(requests('unmatched', '404')).toBe(1)
    expect(metricSample(text, 'http_request_errors_total', { route: '/boom' })).toBe(1)
    expect(metricSample(text, 'http_request_errors_total', { route: '/items/:id' })).toBeUndefined()
    expect(metricSample(text, 'rate_limit_refusals_total', { limiter: 'perTest' })).toBe(2)
    expect(metricSample(text, 'http_request_duration_seconds_count', { route: '/items/:id' })).toBe(
      3,
    )
    expect(
      metricSample(text, 'http_request_duration_seconds_bucket', {
        route: '/items/:id',
        le: '+Inf',
      }),
    ).toBe(3)
    // The process' own series are there too; no path a client made up became a label.
    expect(text).toContain('process_resident_memory_bytes')
    expect(text).not.toContain('/nowhere')
  })

  it('two servers in one process count apart (a registry each)', async () => {
    const first = createServiceMetrics()
    const second = createServiceMetrics()
    first.httpRequests.inc({ method: 'GET', route: '/a', status: '200' })
    expect(metricSample(await first.text(), 'http_requests_total', { route: '/a' })).toBe(1)
    expect(
      metricSample(await second.text(), 'http_requests_total', { route: '/a' }),
    ).toBeUndefined()
  })

  it('a gauge is read when scraped', async () => {
    const metrics = createServiceMetrics({ processMetrics: false })
    let queued = 3
    metrics.addGauge({ name: 'queue_length', help: 'Waiting.', read: () => queued })
    expect(await metrics.text()).toContain('queue_length 3')
    queued = 5
    expect(await metrics.text()).toContain('queue_length 5')
  })
})

describe('"on a port or path that can be kept private" (issue 20)', () => {
  it.each([
    ['neither token nor port: the public port refuses', {}, 'public', undefined, 403],
    ['a token: the public port without it', { token: TOKEN }, 'public', undefined, 401],
    [
      'a token: the public port with another one',
      { token: TOKEN },
      'public',
      `Bearer ${TOKEN.slice(0, -1)}x`,
      401,
    ],
    ['a token: the public port with a shorter one', { token: TOKEN }, 'public', 'Bearer m', 401],
    ['a token: the public port with it', { token: TOKEN }, 'public', `Bearer ${TOKEN}`, 200],
    ['a port: the public port still refuses', { port: 0 }, 'public', undefined, 403],
    ['a port: open on it', { port: 0 }, 'metrics', undefined, 200],
    [
      'a port and a token: the metrics port wants the token',
      { port: 0, token: TOKEN },
      'metrics',
      undefined,
      401,
    ],
    [
      'a port and a token: the metrics port with it',
      { port: 0, token: TOKEN },
      'metrics',
      `Bearer ${TOKEN}`,
      200,
    ],
  ] as const)('%s → %i', async (_rule, settings, port, authorization, status) => {
    const { url, metricsUrl } = await startServer(settings)
    const target = port === 'public' ? `${url}/metrics` : (metricsUrl as string)
    const response = await fetch(target, authorization ? { headers: { authorization } } : {})
    expect(response.status).toBe(status)
    const body = await response.text()
    if (status === 200) expect(body).toContain('# TYPE http_requests_total counter')
    else expect(body).not.toContain('http_requests_total')
    if (status === 401) expect(response.headers.get('www-authenticate')).toBe('Bearer')
    if (status === 403) expect(JSON.parse(body).error.message).toContain(NAMES.portEnv)
  })

  it('the metrics port closes with the server', async () => {
    const { metricsUrl } = await startServer({ port: 0 })
    await app?.close()
    app = undefined
    await expect(fetch(metricsUrl as string)).rejects.toThrow()
  })
})
