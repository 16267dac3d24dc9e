/** GET /health, GET /ready, GET /metrics (Prometheus text) and the graceful close of an in-process relay. */
import { randomBytes } from 'node:crypto'
import { getFreePorts } from '@portico/devnet/testing'
import { describe, expect, it } from 'vitest'
import { CLOSE_CODES } from './jsonRpc/relayErrors.js'
import { startTestRelay } from './testing.js'
import { connectRawClient } from './testkit/connectRawClient.js'
import { startRelayProcess } from './testkit/startRelayProcess.js'

const sample = (text: string, name: string) =>
  Number(
    text
      .split('\n')
      .find((l) => l.startsWith(`${name} `))
      ?.slice(name.length + 1),
  )

const METRICS_TOKEN = 'metrics-token-of-the-test'

describe('/metrics is private: behind a token or on its own port', () => {
  it('neither configured: the relay port does not serve /metrics', async () => {
    const relay = await startTestRelay()
    try {
      const response = await fetch(`${relay.httpUrl}/metrics`)
      expect(response.status).toBe(403)
      expect(await response.json()).toEqual({
        error: {
          code: 'METRICS_PRIVATE',
          message:
            'metrics are served with a token (PORTICO_RELAY_METRICS_TOKEN) or on their own port (PORTICO_RELAY_METRICS_PORT)',
        },
      })
    } finally {
      await relay.close()
    }
  })

  it('metricsToken: refused without the token or with another (401), served with it', async () => {
    const relay = await startTestRelay({ metricsToken: METRICS_TOKEN })
    try {
      for (const authorization of [
        undefined,
        'Bearer wrong',
        `Basic ${METRICS_TOKEN}`,
        'Bearer ',
      ]) {
        const response = await fetch(`${relay.httpUrl}/metrics`, {
          headers: authorization ? { authorization } : {},
        })
        expect(response.status).toBe(401)
        expect(response.headers.get('www-authenticate')).toBe('Bearer')
        expect(await response.json()).toMatchObject({ error: { code: 'UNAUTHORIZED' } })
      }
      const ok = await fetch(`${relay.httpUrl}/metrics`, {
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      })
      expect(ok.status).toBe(200)
      expect(await ok.text()).toContain('relay_connections ')
    } finally {
      await relay.close()
    }
  })

  it('metricsPort: served on its own loopback port, not on the relay port', async () => {
    const [metricsPort] = (await getFreePorts(1)) as [number]
    const relay = await startTestRelay({ metricsPort })
    try {
      expect(relay.metricsUrl).toBe(`http://127.0.0.1:${metricsPort}/metrics`)
      const own = await fetch(relay.metricsUrl)
      expect(own.status).toBe(200)
      expect(await own.text()).toContain('relay_connections ')
      expect((await fetch(`http://127.0.0.1:${metricsPort}/health`)).status).toBe(200)
      expect((await fetch(`${relay.httpUrl}/metrics`)).status).toBe(403)
      // No WebSocket clients on the metrics port.
      await expect(connectRawClient(`ws://127.0.0.1:${metricsPort}`)).rejects.toThrow()
    } finally {
      await relay.close()
    }
    await expect(fetch(`http://127.0.0.1:${metricsPort}/metrics`)).rejects.toThrow()
  })
})

describe('secrets stay out of the output', () => {
  it('main.ts prints neither PORTICO_SERVICE_TOKEN nor the metrics token, also when the project check fails', async () => {
    const [port, deadApi] = (await getFreePorts(2)) as [number, number]
    const serviceToken = 'service-token-that-must-not-show'
    const metricsToken = 'metrics-token-that-must-not-show'
    const node = await startRelayProcess(port, {
      PORTICO_SERVICE_TOKEN: serviceToken,
      PORTICO_RELAY_METRICS_TOKEN: metricsToken,
      // Nothing listens there: the check fails and the relay logs why.
      PORTICO_RELAY_API_URL: `http://127.0.0.1:${deadApi}`,
    })
    try {
      const c = await connectRawClient(node.url, { waitOpen: false })
      expect((await c.closed).code).toBe(CLOSE_CODES.TRY_AGAIN_LATER)
      expect(node.output()).toContain('Portico relay on')
      expect(node.output()).not.toContain(serviceToken)
      expect(node.output()).not.toContain(metricsToken)
    } finally {
      await node.kill9()
    }
  }, 30_000)
})

describe('the HTTP side of the relay port', () => {
  it('GET /metrics: connections, publishes, deliveries, acks and mailbox depth', async () => {
    const relay = await startTestRelay({ metricsToken: METRICS_TOKEN })
    try {
      const [dapp, wallet] = [await connectRawClient(relay.url), await connectRawClient(relay.url)]
      const topic = randomBytes(32).toString('hex')
      await wallet.request('irn_subscribe', { topic })
      for (const message of ['one', 'two'])
        await dapp.request('irn_publish', { topic, message, ttl: 60 })
      const first = await wallet.next((f) => f.value.method === 'irn_subscription')
      wallet.ack(first)
      await wallet.next((f) => f.text.includes('"two"'))
      await dapp.request('nope', {})
      await new Promise((resolve) => setTimeout(resolve, 50))

      const response = await fetch(`${relay.httpUrl}/metrics`, {
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      })
      expect(response.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8')
      const text = await response.text()
      expect({
        connections: sample(text, 'relay_connections'),
        accepted: sample(text, 'relay_connections_total'),
        publishes: sample(text, 'relay_publishes_total'),
        deliveries: sample(text, 'relay_deliveries_total'),
        acks: sample(text, 'relay_acks_total'),
        awaitingAck: sample(text, 'relay_awaiting_ack'),
        mailbox: sample(text, 'relay_mailbox_messages'),
        topics: sample(text, 'relay_subscribed_topics'),
        subscribes: sample(text, 'relay_requests_total{method="irn_subscribe"}'),
        unknownMethods: sample(text, 'relay_rpc_errors_total{error="METHOD_NOT_FOUND"}'),
      }).toEqual({
        connections: 2,
        accepted: 2,
        publishes: 2,
        deliveries: 2,
        acks: 1,
        awaitingAck: 1,
        mailbox: 2,
        topics: 1,
        subscribes: 1,
        unknownMethods: 1,
      })
      expect(text).toContain('# TYPE relay_deliveries_total counter')
      await Promise.all([dapp.close(), wallet.close()])
    } finally {
      await relay.close()
    }
  })

  it.each([
    ['/health', 200, { status: 'ok', connections: 0 }],
    ['/ready', 200, { status: 'ready', checks: {} }],
    [
      '/',
      426,
      {
        error: {
          code: 'UPGRADE_REQUIRED',
          message: 'This is a WalletConnect relay: connect with a WebSocket',
        },
      },
    ],
    ['/nothing', 404, { error: { code: 'NOT_FOUND', message: 'No route /nothing' } }],
  ])('GET %s → %i', async (path, status, body) => {
    const relay = await startTestRelay()
    try {
      const response = await fetch(`${relay.httpUrl}${path}`)
      expect(response.status).toBe(status)
      expect(await response.json()).toMatchObject(body)
    } finally {
      await relay.close()
    }
  })

  it('close() tells every client 1012 "relay shutting down, reconnect", refuses newcomers and ends', async () => {
    const relay = await startTestRelay({ drainTimeoutMs: 2_000 })
    const clients = await Promise.all([1, 2, 3].map(() => connectRawClient(relay.url)))
    const closing = relay.close()
    for (const c of clients)
      expect(await c.closed).toEqual({
        code: CLOSE_CODES.SERVICE_RESTART,
        reason: 'relay shutting down, reconnect',
      })
    await closing
    await expect(connectRawClient(relay.url)).rejects.toThrow()
  })

  it('close() cuts the clients that do not leave within drainTimeoutMs', async () => {
    const relay = await startTestRelay({ drainTimeoutMs: 300 })
    const stubborn = await connectRawClient(relay.url)
    // A peer that never answers the close handshake.
    ;(stubborn.ws as unknown as { _socket: { pause(): void } })._socket.pause()
    const started = Date.now()
    await relay.close()
    expect(Date.now() - started).toBeGreaterThanOrEqual(250)
    expect(relay.connectionCount()).toBe(0)
  })
})
