/**
 * "Every service answers /health (alive) and /ready (dependencies reachable: … Redis …) and serves
 * Prometheus /metrics (requests, latencies, errors, queue and mailbox sizes, rate-limit
 * refusals) …; logs are JSON lines … and no secrets" (issue 20), for the relay.
 */
import { randomBytes } from 'node:crypto'
import { startRedisServer } from '@portico/kit/testing'
import { describe, expect, it } from 'vitest'
import { startTestRelay } from './testing.js'
import { connectRawClient } from './testkit/connectRawClient.js'

const TOKEN = 'relay-metrics-token-of-the-observability-test'

/** A sample's value: `name{labels} value`, the labels given as written. */
const sample = (text: string, series: string) =>
  Number(
    text
      .split('\n')
      .find((line) => line.startsWith(`${series} `))
      ?.slice(series.length + 1),
  )

async function getJson(url: string) {
  const response = await fetch(url)
  return { status: response.status, body: await response.json() }
}

describe('/health (alive) and /ready', () => {
  it('in memory: ready with no dependency; draining answers 503 while /health stays 200', async () => {
    const relay = await startTestRelay()
    try {
      expect(await getJson(`${relay.httpUrl}/ready`)).toEqual({
        status: 200,
        body: { status: 'ready', checks: {} },
      })
      relay.markDraining()
      expect(await getJson(`${relay.httpUrl}/ready`)).toEqual({
        status: 503,
        body: { status: 'draining', checks: {} },
      })
      expect(await getJson(`${relay.httpUrl}/health`)).toMatchObject({
        status: 200,
        body: { status: 'ok' },
      })
    } finally {
      await relay.close()
    }
  })

  it('on Redis: redis ok, then down (503 not ready) once the redis-server is stopped; /health stays 200', async () => {
    const redis = await startRedisServer()
    const relay = await startTestRelay({ redisUrl: redis.url, redisPrefix: `t${Date.now()}:` })
    try {
      expect(await getJson(`${relay.httpUrl}/ready`)).toEqual({
        status: 200,
        body: { status: 'ready', checks: { redis: 'ok' } },
      })
      await redis.stop()
      // The relay notices the lost connection on its own time: ask until it does.
      let ready = await getJson(`${relay.httpUrl}/ready`)
      while (ready.status === 200) ready = await getJson(`${relay.httpUrl}/ready`)
      expect(ready).toEqual({
        status: 503,
        body: { status: 'not ready', checks: { redis: 'down' } },
      })
      expect((await fetch(`${relay.httpUrl}/health`)).status).toBe(200)
    } finally {
      await relay.close().catch(() => {})
      await redis.stop()
    }
  }, 60_000)
})

describe('/metrics: latencies, rate-limit refusals and the mailbox', () => {
  it('each request handled is timed by method; refused publishes count as refusals of the requests limiter', async () => {
    const relay = await startTestRelay({
      metricsToken: TOKEN,
      limits: { publishBurst: 2, publishesPerSecond: 1 },
    })
    try {
      const [dapp, wallet] = [await connectRawClient(relay.url), await connectRawClient(relay.url)]
      const topic = randomBytes(32).toString('hex')
      await wallet.request('irn_subscribe', { topic })
      const answers = []
      for (const message of ['one', 'two', 'three', 'four'])
        answers.push(await dapp.request('irn_publish', { topic, message, ttl: 60 }))
      const refused = answers.filter((answer) => answer.text.includes('"error"')).length
      expect(refused).toBeGreaterThanOrEqual(1)

      const text = await (
        await fetch(`${relay.httpUrl}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })
      ).text()
      expect(sample(text, 'relay_request_duration_seconds_count{method="irn_publish"}')).toBe(4)
      expect(sample(text, 'relay_request_duration_seconds_count{method="irn_subscribe"}')).toBe(1)
      expect(
        sample(text, 'relay_request_duration_seconds_bucket{method="irn_publish",le="+Inf"}'),
      ).toBe(4)
      expect(sample(text, 'relay_rate_limit_refusals_total{limiter="requests"}')).toBe(refused)
      expect(sample(text, 'relay_rate_limit_refusals_total{limiter="connectionsPerIp"}')).toBe(0)
      // Stored until acknowledged: the mailbox holds what was published and not refused.
      expect(sample(text, 'relay_mailbox_messages')).toBe(4 - refused)
      expect(text).toContain('# TYPE relay_request_duration_seconds histogram')
      await Promise.all([dapp.close(), wallet.close()])
    } finally {
      await relay.close()
    }
  })
})

describe('"logs are JSON lines … and no secrets"', () => {
  it('a client cut for a flood is logged as a JSON line with level, time, service, node and msg, without its JWT', async () => {
    const lines: string[] = []
    const relay = await startTestRelay({
      nodeId: 'obs-node',
      log: (line) => lines.push(line),
      limits: { framesPerSecond: 1, frameBurst: 2 },
    })
    try {
      const client = await connectRawClient(relay.url)
      const jwt = new URL(client.ws.url).searchParams.get('auth') as string
      for (let i = 0; i < 5; i++) client.sendText('{}')
      expect((await client.closed).code).toBe(1008)
      expect(lines.length).toBeGreaterThan(0)
      const entries = lines.map((line) => JSON.parse(line))
      expect(entries).toContainEqual({
        level: 30,
        time: expect.any(Number),
        service: 'relay',
        node: 'obs-node',
        msg: expect.stringMatching(/^closing .*flood: more than 1 frames per second$/),
      })
      expect(jwt.length).toBeGreaterThan(20)
      for (const line of lines) expect(line).not.toContain(jwt)
    } finally {
      await relay.close()
    }
  })
})
