/**
 * The API's side of issue 20: "Every service answers /health (alive) and /ready (dependencies
 * reachable: database, Redis, SMTP, chains) and serves Prometheus /metrics (requests, latencies,
 * errors, … rate-limit refusals) on a port or path that can be kept private; logs are JSON lines
 * with request ids and no secrets".
 */
import { startAnvil } from '@portico/devnet'
import { getFreePorts } from '@portico/devnet/testing'
import { metricSample, startRedisServer } from '@portico/kit/testing'
import { describe, expect, it } from 'vitest'
import { evmClientOf } from '../../chains/evmClientOf.js'
import { P1_QUERY, startTestApi } from '../../testing/startTestApi.js'
import { createChainsCheck } from './createChainsCheck.js'

const TOKEN = 'api-metrics-token-of-the-test-0123456789'

/** An EVM chain's client, as the API builds it, on `rpcUrl`. */
const evmChain = (chainId: number, rpcUrl: string) => ({
  caipNetworkId: `eip155:${chainId}`,
  client: evmClientOf({
    chainId,
    rpcUrls: [rpcUrl],
    multicall3: '0xcA11bde05977b3631167028862bE2a173976CA11',
    name: `chain ${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  }),
})

describe('the API’s /metrics', () => {
  it('counts the requests made, by route, status and limiter, behind its token', async () => {
    const api = await startTestApi('sqlite', {
      metrics: { token: TOKEN },
      rateLimit: { perProject: { max: 2, windowMs: 60_000 } },
    })
    try {
      for (let i = 0; i < 3; i++) await api.app.inject({ url: `/appkit/v1/config?${P1_QUERY}` })
      await api.app.inject({ url: '/appkit/v1/config?projectId=nobody&st=portico&sv=js-0.1.0' })
      expect((await api.app.inject({ url: '/metrics' })).statusCode).toBe(401)
      const scraped = await api.app.inject({
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      })
      expect(scraped.statusCode).toBe(200)
      const text = scraped.body
      const requests = (status: string) =>
        metricSample(text, 'http_requests_total', {
          route: '/appkit/v1/config',
          status,
          service: 'api',
        })
      expect([requests('200'), requests('429'), requests('401')]).toEqual([2, 1, 1])
      expect(metricSample(text, 'rate_limit_refusals_total', { limiter: 'perProject' })).toBe(1)
      expect(
        metricSample(text, 'http_request_duration_seconds_count', { route: '/appkit/v1/config' }),
      ).toBe(4)
    } finally {
      await api.close()
    }
  })

  it('PORTICO_API_METRICS_PORT: served open on its own port, refused on the public one', async () => {
    const [metricsPort] = (await getFreePorts(1)) as [number]
    const api = await startTestApi('sqlite', { metrics: { port: metricsPort } })
    try {
      expect(api.app.metricsUrl).toBe(`http://127.0.0.1:${metricsPort}/metrics`)
      expect((await fetch(api.app.metricsUrl as string)).status).toBe(200)
      const refused = await api.app.inject({ url: '/metrics' })
      expect([refused.statusCode, refused.json().error.code]).toEqual([403, 'METRICS_PRIVATE'])
    } finally {
      await api.close()
    }
  })
})

describe('the API’s /ready, one dependency down at a time', () => {
  it('the database closed: 503 not ready', async () => {
    const api = await startTestApi('sqlite')
    await api.database.destroy()
    const ready = await api.app.inject({ url: '/ready' })
    expect([ready.statusCode, ready.json()]).toEqual([
      503,
      { status: 'not ready', checks: { database: 'down' } },
    ])
    await api.app.close()
  })

  it('the rate limits’ redis-server stopped: reported down, still ready (the limits count on the node meanwhile)', async () => {
    const redis = await startRedisServer()
    const api = await startTestApi('sqlite', { redisUrl: redis.url })
    try {
      expect((await api.app.inject({ url: '/ready' })).json()).toEqual({
        status: 'ready',
        checks: { database: 'ok', redis: 'ok' },
      })
      await redis.stop()
      const ready = await api.app.inject({ url: '/ready' })
      expect([ready.statusCode, ready.json()]).toEqual([
        200,
        { status: 'ready', checks: { database: 'ok', redis: 'down' } },
      ])
    } finally {
      await api.close()
      await redis.stop()
    }
  }, 60_000)

  it('a chain’s RPC down (a port that refuses): chains reported down, naming it, and still ready; anvil answering: ok', async () => {
    const [anvilPort, deadPort] = (await getFreePorts(2)) as [number, number]
    const anvil = await startAnvil({ chainId: 31_337, port: anvilPort })
    const down: string[][] = []
    try {
      const chainsCheck = (chains: ReturnType<typeof evmChain>[], solana = [] as never[]) =>
        createChainsCheck({ evm: chains, solana, ttlMs: 0, onDown: (ids) => down.push(ids) })
      const cases = [
        ['anvil answers', chainsCheck([evmChain(31_337, anvil.rpcUrl)]), 'ok'],
        [
          'a port that refuses',
          chainsCheck([
            evmChain(31_337, anvil.rpcUrl),
            evmChain(8453, `http://127.0.0.1:${deadPort}`),
          ]),
          'down',
        ],
      ] as const
      for (const [what, check, state] of cases) {
        const api = await startTestApi('sqlite', { chainsCheck: check })
        const ready = await api.app.inject({ url: '/ready' })
        expect([what, ready.statusCode, ready.json()]).toEqual([
          what,
          200,
          { status: 'ready', checks: { database: 'ok', chains: state } },
        ])
        await api.close()
      }
      expect(down).toEqual([['eip155:8453']])
      const solanaDown = createChainsCheck({
        evm: [],
        solana: [
          {
            caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
            rpcUrls: [`http://127.0.0.1:${deadPort}`],
          },
        ],
        ttlMs: 0,
        onDown: (ids) => down.push(ids),
      })
      expect(await solanaDown.answers()).toBe(false)
      expect(down.at(-1)).toEqual(['solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'])
    } finally {
      await anvil.stop()
    }
  }, 120_000)
})

describe('request ids and log lines of the API', () => {
  it('x-request-id is echoed and on every JSON line of the request; the service token and the key never are', async () => {
    const lines: string[] = []
    const serviceToken = 'service-token-of-the-log-test-0123456789'
    const api = await startTestApi('sqlite', {
      serviceToken,
      logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } },
    })
    try {
      const response = await api.app.inject({
        url: `/appkit/v1/config?${P1_QUERY}`,
        headers: {
          'x-request-id': 'lb-7f3a9c',
          'x-portico-service-token': serviceToken,
          authorization: 'Bearer api-secret-bearer-value',
        },
      })
      expect(response.statusCode).toBe(200)
      expect(response.headers['x-request-id']).toBe('lb-7f3a9c')
      const mine = lines.map((line) => JSON.parse(line)).filter((e) => e.reqId === 'lb-7f3a9c')
      expect(mine.map((e) => e.msg)).toEqual(['incoming request', 'request completed'])
      const log = lines.join('')
      expect(log).not.toContain(serviceToken)
      expect(log).not.toContain('api-secret-bearer-value')
    } finally {
      await api.close()
    }
  })
})
