/**
 * The secure site's side of issue 20: "/ready (dependencies reachable: database, Redis, SMTP …)",
 * "Prometheus /metrics (requests, latencies, errors, … rate-limit refusals) on a port or path that
 * can be kept private", request ids.
 */
import { metricSample, startRedisServer } from '@portico/kit/testing'
import { describe, expect, it } from 'vitest'
import { startTestSecure } from '../testing/index.js'

const TOKEN = 'secure-metrics-token-of-the-test-0123456789'

describe('the secure site’s /ready, one dependency down at a time', () => {
  it('SMTP: ok while the server takes a session; its port refusing is reported down, still ready; the database closed is 503', async () => {
    const secure = await startTestSecure({ smtpReadyTtlMs: 0 })
    try {
      const ready = async () => {
        const response = await secure.app.inject({ url: '/ready' })
        return [response.statusCode, response.json()]
      }
      expect(await ready()).toEqual([
        200,
        { status: 'ready', checks: { database: 'ok', smtp: 'ok' } },
      ])
      await secure.mail.close()
      // The SMTP check answers what it knew while it asks again: ask until the news is in.
      let answer = await ready()
      while (answer[1].checks.smtp === 'ok') {
        // inject() never leaves the microtask queue: let the SMTP check's socket be heard.
        await new Promise((resolve) => setTimeout(resolve, 20))
        answer = await ready()
      }
      expect(answer).toEqual([200, { status: 'ready', checks: { database: 'ok', smtp: 'down' } }])
      await secure.database.destroy()
      expect(await ready()).toEqual([
        503,
        { status: 'not ready', checks: { database: 'down', smtp: 'down' } },
      ])
    } finally {
      await secure.close().catch(() => {})
    }
  }, 60_000)

  it('Redis (its limits refuse without it): stopping the redis-server makes the node not ready', async () => {
    const redis = await startRedisServer()
    const secure = await startTestSecure({ redisUrl: redis.url })
    try {
      expect((await secure.app.inject({ url: '/ready' })).json().checks.redis).toBe('ok')
      await redis.stop()
      const response = await secure.app.inject({ url: '/ready' })
      expect([response.statusCode, response.json().status, response.json().checks.redis]).toEqual([
        503,
        'not ready',
        'down',
      ])
      expect((await secure.app.inject({ url: '/health' })).statusCode).toBe(200)
    } finally {
      await secure.close()
      await redis.stop()
    }
  }, 60_000)
})

describe('the secure site’s /metrics and request ids', () => {
  it('refusals of authPerIp and of the frame page are counted under their limiters, the answers by route and status, behind the token', async () => {
    const secure = await startTestSecure({
      metrics: { token: TOKEN },
      rateLimits: {
        authPerIp: { max: 1, windowMs: 60_000 },
        framePerIp: { max: 1, windowMs: 60_000 },
      },
    })
    try {
      const first = await secure.app.inject({
        url: '/auth/v1/me',
        headers: { 'sec-fetch-site': 'same-origin', 'x-request-id': 'edge-42' },
      })
      expect(first.headers['x-request-id']).toBe('edge-42')
      const second = await secure.app.inject({
        url: '/auth/v1/me',
        headers: { 'sec-fetch-site': 'same-origin' },
      })
      expect(second.statusCode).toBe(429)
      // The frame page answers its 429 as a page, not an error: counted all the same.
      for (let i = 0; i < 2; i++) await secure.app.inject({ url: '/frame?projectId=p1' })
      expect((await secure.app.inject({ url: '/metrics' })).statusCode).toBe(401)
      const text = (
        await secure.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })
      ).body
      expect(
        metricSample(text, 'rate_limit_refusals_total', {
          limiter: 'authPerIp',
          service: 'secure',
        }),
      ).toBe(1)
      expect(metricSample(text, 'rate_limit_refusals_total', { limiter: 'framePerIp' })).toBe(1)
      // The outgoing mail queue: nothing being sent now.
      expect(text).toMatch(/^mail_sending\{service="secure"\} 0$/m)
      expect(
        metricSample(text, 'rate_limit_refusals_total', { limiter: 'unnamed' }),
      ).toBeUndefined()
      expect(
        metricSample(text, 'http_requests_total', { route: '/auth/v1/me', status: '429' }),
      ).toBe(1)
      expect(
        metricSample(text, 'http_requests_total', {
          route: '/auth/v1/me',
          status: String(first.statusCode),
        }),
      ).toBe(1)
    } finally {
      await secure.close()
    }
  }, 60_000)
})
