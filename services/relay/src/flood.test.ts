/**
 * Issue 16, finding 3 — relay memory exhaustion. Clients at many loopback addresses (any of
 * 127.0.0.0/8 is this machine) open connections and publish until refused; the relay answers
 * each with a clear error, its stored bytes stay inside their budgets, and the real SignClient
 * and WalletKit at another address pair and sign meanwhile.
 */
import { randomBytes } from 'node:crypto'
import { startRedisServer, type TestRedis } from '@portico/kit/testing'
import { Redis } from 'ioredis'
import { toHex, verifyMessage } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { CLOSE_CODES, RELAY_ERRORS } from './jsonRpc/relayErrors.js'
import { addressKey } from './limits/clientAddress.js'
import type { StartRelayOptions } from './relayOptions.js'
import type { RelayHandle } from './startRelay.js'
import { startTestRelay } from './testing.js'
import { answerWalletRequests, closeClient } from './testkit/answerWalletRequests.js'
import { connectRawClient, type RawClient, type ReceivedFrame } from './testkit/connectRawClient.js'
import {
  createDappClient,
  createWalletClient,
  type Dapp,
  pairAndApprove,
  type Wallet,
} from './testkit/walletConnectClients.js'

const relays: RelayHandle[] = []
const clients: RawClient[] = []
const sdkClients: (Dapp | Wallet)[] = []
afterEach(async () => {
  await Promise.all(sdkClients.splice(0).map(closeClient))
  await Promise.all(clients.splice(0).map((c) => c.close()))
  await Promise.all(relays.splice(0).map((r) => r.close()))
})

async function relayOn(options: StartRelayOptions = {}) {
  const r = await startTestRelay({ metricsToken: 'flood-test', ...options })
  relays.push(r)
  return r
}
const relay = relayOn
async function client(r: RelayHandle, options: Parameters<typeof connectRawClient>[1] = {}) {
  const c = await connectRawClient(r.url, options)
  clients.push(c)
  return c
}
const topic = () => randomBytes(32).toString('hex')
const errorOf = (frame: ReceivedFrame) =>
  frame.value.error as { code: number; message: string } | undefined
async function gauge(r: RelayHandle, name: string): Promise<number> {
  const line = (await r.metricsText()).split('\n').find((l) => l.startsWith(`${name} `))
  return Number(line?.slice(name.length + 1))
}

describe('connection caps', () => {
  it('one address holds at most maxConnectionsPerIp; the next is refused with 1013 and a reason, other addresses connect', async () => {
    const r = await relay({ limits: { maxConnectionsPerIp: 3 } })
    const held = await Promise.all([1, 2, 3].map(() => client(r, { localAddress: '127.0.0.2' })))
    const fourth = await client(r, { localAddress: '127.0.0.2', waitOpen: false })
    expect(await fourth.closed).toEqual({
      code: CLOSE_CODES.TRY_AGAIN_LATER,
      reason: 'too many connections from your address (3), try again later',
    })
    // Another address is not affected.
    const other = await client(r, { localAddress: '127.0.0.3' })
    expect((await other.request('irn_subscribe', { topic: topic() })).value.result).toBeTypeOf(
      'string',
    )
    // A connection that leaves frees its place.
    await held[0]!.close()
    await waitUntil(() => r.connectionCount() === 3)
    const again = await client(r, { localAddress: '127.0.0.2' })
    expect((await again.request('irn_subscribe', { topic: topic() })).value.result).toBeTypeOf(
      'string',
    )
    expect(await r.metricsText()).toMatch(
      /relay_connections_rejected_total\{reason="address-limit"\} 1/,
    )
  })

  it('the node holds at most maxConnections; the next is refused with 1013 "relay full"', async () => {
    const r = await relay({ limits: { maxConnections: 4 } })
    for (const address of ['127.0.0.2', '127.0.0.3', '127.0.0.4', '127.0.0.5'])
      await client(r, { localAddress: address })
    const fifth = await client(r, { localAddress: '127.0.0.6', waitOpen: false })
    expect(await fifth.closed).toEqual({
      code: CLOSE_CODES.TRY_AGAIN_LATER,
      reason: 'relay full (4 connections), try again later',
    })
  })

  it('behind a proxy (trustedProxyHops 1) the address is the X-Forwarded-For entry the proxy added', async () => {
    const r = await relay({ trustedProxyHops: 1, limits: { maxConnectionsPerIp: 1 } })
    // A client cannot pick its address by sending its own X-Forwarded-For: the proxy appends.
    await client(r, { headers: { 'x-forwarded-for': '203.0.113.9, 198.51.100.7' } })
    const same = await client(r, {
      headers: { 'x-forwarded-for': '192.0.2.1, 198.51.100.7' },
      waitOpen: false,
    })
    expect((await same.closed).code).toBe(CLOSE_CODES.TRY_AGAIN_LATER)
    const other = await client(r, { headers: { 'x-forwarded-for': '198.51.100.8' } })
    expect(other.ws.readyState).toBe(other.ws.OPEN)
  })

  it.each([
    ['127.0.0.2', '127.0.0.2'],
    ['::ffff:127.0.0.2', '127.0.0.2'],
    ['2001:db8:1:2:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:DB8:1:2:ffff::', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
  ])('IPv6 counts per /64: %s → %s', (address, key) => {
    expect(addressKey(address)).toBe(key)
  })
})

const kib = (n: number, fill = 'x') => fill.repeat(n * 1024)

let redis: TestRedis | undefined
afterAll(() => redis?.stop())
/** The options of a relay on the engine: in memory, or on the test's redis-server (own prefix). */
async function engineOptions(engine: 'memory' | 'redis'): Promise<StartRelayOptions> {
  if (engine === 'memory') return {}
  redis ??= await startRedisServer()
  return { redisUrl: redis.url, redisPrefix: `flood-${randomBytes(4).toString('hex')}:` }
}

describe.each(['memory', 'redis'] as const)('byte budgets (%s)', (engine) => {
  const LIMITS = { publishesPerSecond: 1_000, publishBurst: 1_000 }
  const relay = async (options: StartRelayOptions) =>
    relayOn({ ...(await engineOptions(engine)), ...options })

  it('a topic holds at most maxBytesPerTopic: the next publish is MAILBOX_FULL', async () => {
    const r = await relay({ limits: { ...LIMITS, maxBytesPerTopic: 100 * 1024 } })
    const c = await client(r)
    const t = topic()
    await c.request('irn_subscribe', { topic: t })
    for (const fill of ['a', 'b', 'c'])
      expect(
        (await c.request('irn_publish', { topic: t, message: kib(30, fill), ttl: 60 })).value
          .result,
      ).toBe(true)
    const fourth = await c.request('irn_publish', { topic: t, message: kib(30, 'd'), ttl: 60 })
    expect(errorOf(fourth)).toEqual({
      code: RELAY_ERRORS.MAILBOX_FULL.code,
      message: `Mailbox full: the topic's mailbox holds ${100 * 1024} bytes`,
    })
  })

  it('a client stores at most maxStoredBytesPerClient, an address at most maxStoredBytesPerIp: QUOTA_EXCEEDED', async () => {
    const r = await relay({
      limits: { ...LIMITS, maxStoredBytesPerClient: 100 * 1024, maxStoredBytesPerIp: 200 * 1024 },
    })
    const publish = (c: RawClient, fill: string) =>
      c.request('irn_publish', { topic: topic(), message: kib(40, fill), ttl: 60 })
    const first = await client(r, { localAddress: '127.0.0.2' })
    expect((await publish(first, 'a')).value.result).toBe(true)
    expect((await publish(first, 'b')).value.result).toBe(true)
    expect(errorOf(await publish(first, 'c'))).toEqual({
      code: RELAY_ERRORS.QUOTA_EXCEEDED.code,
      message: `Storage quota exceeded: this client's unexpired messages hold ${100 * 1024} bytes`,
    })
    // A new client id at the same address stores on, up to the address's budget.
    const second = await client(r, { localAddress: '127.0.0.2' })
    expect((await publish(second, 'd')).value.result).toBe(true)
    expect((await publish(second, 'e')).value.result).toBe(true)
    expect(errorOf(await publish(second, 'f'))).toEqual({
      code: RELAY_ERRORS.QUOTA_EXCEEDED.code,
      message: `Storage quota exceeded: your address's unexpired messages hold ${200 * 1024} bytes`,
    })
    // Another address is not affected.
    const elsewhere = await client(r, { localAddress: '127.0.0.3' })
    expect((await publish(elsewhere, 'g')).value.result).toBe(true)
  })

  it('a message to a topic nobody subscribes to lives at most maxUnsubscribedTtlSeconds', async () => {
    let clock = Date.now()
    const r = await relay({
      now: () => clock,
      limits: { ...LIMITS, maxUnsubscribedTtlSeconds: 300 },
    })
    const [publisher, listener] = [await client(r), await client(r)]
    const lonely = topic()
    const watched = topic()
    await listener.request('irn_subscribe', { topic: watched })
    for (const t of [lonely, watched])
      expect(
        (await publisher.request('irn_publish', { topic: t, message: 'hi', ttl: 30 * 86_400 }))
          .value.result,
      ).toBe(true)
    clock += 301_000
    const late = await client(r)
    await late.request('irn_batchSubscribe', { topics: [lonely, watched] })
    await new Promise((resolve) => setTimeout(resolve, 100))
    const delivered = late.frames
      .filter((f) => f.value.method === 'irn_subscription')
      .map((f) => (f.value.params as { data: { topic: string } }).data.topic)
    expect(delivered).toEqual([watched])
  })

  it('the node stores at most maxStoredBytes; when full, a light address still publishes (the heaviest address gives way)', async () => {
    const r = await relay({
      limits: {
        ...LIMITS,
        maxStoredBytes: 400 * 1024,
        maxStoredBytesPerIp: 300 * 1024,
        maxStoredBytesPerClient: 300 * 1024,
      },
    })
    const heavy = [await client(r, { localAddress: '127.0.0.2' })]
    heavy.push(await client(r, { localAddress: '127.0.0.3' }))
    const refusals: string[] = []
    for (const c of heavy)
      for (let i = 0; i < 8; i++) {
        const answer = await c.request('irn_publish', {
          topic: topic(),
          message: kib(40, String(i)),
          ttl: 86_400,
        })
        const error = errorOf(answer)
        if (error) refusals.push(error.message)
      }
    expect(refusals.length).toBeGreaterThan(0)
    expect(await gauge(r, 'relay_stored_bytes')).toBeLessThanOrEqual(400 * 1024)
    // A wallet and a dApp at another address talk on.
    const [dapp, wallet] = [await client(r), await client(r)]
    const t = topic()
    await wallet.request('irn_subscribe', { topic: t })
    expect(
      (await dapp.request('irn_publish', { topic: t, message: kib(2), ttl: 300 })).value.result,
    ).toBe(true)
    await wallet.next((f) => f.value.method === 'irn_subscription')
    expect(await gauge(r, 'relay_stored_bytes')).toBeLessThanOrEqual(400 * 1024)
  })
})

describe('Redis: quotas across nodes, maxmemory', () => {
  it('an address is held to maxStoredBytesPerIp across all nodes', async () => {
    const options = await engineOptions('redis')
    const limits = { maxStoredBytesPerIp: 100 * 1024 }
    const [a, b] = [await relay({ ...options, limits }), await relay({ ...options, limits })]
    const publish = (c: RawClient) =>
      c.request('irn_publish', { topic: topic(), message: kib(40), ttl: 600 })
    const onA = await client(a, { localAddress: '127.0.0.2' })
    expect((await publish(onA)).value.result).toBe(true)
    expect((await publish(onA)).value.result).toBe(true)
    const onB = await client(b, { localAddress: '127.0.0.2' })
    expect(errorOf(await publish(onB))?.code).toBe(RELAY_ERRORS.QUOTA_EXCEEDED.code)
    expect(await gauge(b, 'relay_stored_bytes')).toBe(2 * (40 * 1024 + 512))
  })

  it('a topic with a subscriber on another node keeps its ttl; one with none anywhere gets maxUnsubscribedTtlSeconds', async () => {
    const options = await engineOptions('redis')
    let clock = Date.now()
    const now = () => clock
    const [a, b] = [await relay({ ...options, now }), await relay({ ...options, now })]
    const listener = await client(b)
    const watched = topic()
    const lonely = topic()
    await listener.request('irn_subscribe', { topic: watched })
    const publisher = await client(a)
    for (const t of [watched, lonely])
      expect(
        (await publisher.request('irn_publish', { topic: t, message: 'hi', ttl: 86_400 })).value
          .result,
      ).toBe(true)
    clock += 301_000
    const late = await client(a)
    await late.request('irn_batchSubscribe', { topics: [lonely, watched] })
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(
      late.frames
        .filter((f) => f.value.method === 'irn_subscription')
        .map((f) => (f.value.params as { data: { topic: string } }).data.topic),
    ).toEqual([watched])
  })

  it('redisMaxMemoryBytes sets maxmemory (noeviction); a full Redis answers MAILBOX_FULL, not an internal error', async () => {
    const options = await engineOptions('redis')
    const inspector = new Redis(redis!.url)
    try {
      const used = Number(/used_memory:(\d+)/.exec(await inspector.info('memory'))?.[1])
      const cap = used + 2 * 1024 * 1024
      const r = await relay({
        ...options,
        redisMaxMemoryBytes: cap,
        limits: { publishesPerSecond: 1_000, publishBurst: 1_000 },
      })
      expect(await inspector.config('GET', 'maxmemory')).toEqual(['maxmemory', String(cap)])
      expect(await inspector.config('GET', 'maxmemory-policy')).toEqual([
        'maxmemory-policy',
        'noeviction',
      ])
      const c = await client(r)
      let refusal: { code: number; message: string } | undefined
      for (let i = 0; i < 40 && !refusal; i++)
        refusal = errorOf(
          await c.request('irn_publish', { topic: topic(), message: kib(100, `${i}`), ttl: 600 }),
        )
      expect(refusal).toEqual({
        code: RELAY_ERRORS.MAILBOX_FULL.code,
        message: "Mailbox full: the relay's storage is full, try again later",
      })
    } finally {
      await inspector.config('SET', 'maxmemory', '0')
      await inspector.flushall()
      inspector.disconnect()
    }
  })
})

describe('inbound bytes', () => {
  it('an address sending faster than maxInboundBytesPerSecondPerIp is held back (its reads paused); another address is served meanwhile', async () => {
    const RATE = 256 * 1024
    const BURST = 512 * 1024
    const r = await relay({
      limits: {
        maxInboundBytesPerSecondPerIp: RATE,
        inboundBurstBytesPerIp: BURST,
        publishesPerSecond: 1_000,
        publishBurst: 1_000,
      },
    })
    const attackers = await Promise.all(
      [1, 2, 3, 4].map(() => client(r, { localAddress: '127.0.0.2' })),
    )
    const big = 'x'.repeat(200 * 1024)
    const started = performance.now()
    let answered = 0
    const sent = attackers.flatMap((c, n) =>
      Array.from({ length: 8 }, (_, i) =>
        c.request('irn_publish', { topic: topic(), message: `${n}:${i}:${big}`, ttl: 60 }).then(
          () => {
            answered++
          },
          () => undefined,
        ),
      ),
    )
    // Meanwhile a client at another address publishes and is answered.
    const other = await client(r, { localAddress: '127.0.0.3' })
    expect(
      (await other.request('irn_publish', { topic: topic(), message: 'hello', ttl: 60 })).value
        .result,
    ).toBe(true)
    await new Promise((resolve) => setTimeout(resolve, 500))
    // What the relay read from 127.0.0.2 is at most its burst plus its rate over the time taken
    // (one frame more: the one that overdrew the bucket).
    const elapsedS = (performance.now() - started) / 1_000
    const frame = 200 * 1024 + 150
    expect(answered).toBeLessThanOrEqual(Math.floor((BURST + RATE * elapsedS) / frame) + 1 + 4)
    expect(answered).toBeLessThan(32)
    // The rest would trickle in at RATE: end them here.
    for (const c of attackers) c.ws.terminate()
    await Promise.all(sent)
  })
})

describe('unsent bytes', () => {
  it('slow readers at several addresses: past maxBufferedBytesTotal the slowest are cut with 1008, the others are served', async () => {
    const r = await relay({
      limits: {
        maxBufferedBytes: 256 * 1024 * 1024,
        maxBufferedBytesTotal: 4 * 1024 * 1024,
        publishesPerSecond: 10_000,
        publishBurst: 10_000,
        maxBytesPerTopic: 256 * 1024 * 1024,
        maxStoredBytesPerClient: 256 * 1024 * 1024,
        maxStoredBytesPerIp: 256 * 1024 * 1024,
      },
    })
    const t = topic()
    const slow: RawClient[] = []
    for (const address of ['127.0.0.2', '127.0.0.3', '127.0.0.4']) {
      const c = await client(r, { localAddress: address })
      await c.request('irn_subscribe', { topic: t })
      ;(c.ws as unknown as { _socket: { pause(): void } })._socket.pause()
      slow.push(c)
    }
    const publisher = await client(r)
    const big = 'x'.repeat(200 * 1024)
    for (let i = 0; i < 100; i++)
      expect(
        (await publisher.request('irn_publish', { topic: t, message: `${i}${big}`, ttl: 60 })).value
          .result,
      ).toBe(true)
    await waitUntil(() => r.connectionCount() === 1, 10_000)
    expect(await r.metricsText()).toMatch(/relay_limit_closes_total\{code="1008"\} 3/)
    // They never read the close frame: end them here rather than wait for ws's close timeout.
    for (const c of slow) c.ws.terminate()
    expect((await publisher.request('irn_subscribe', { topic: topic() })).value.result).toBeTypeOf(
      'string',
    )
  })
})

describe('a flood from many clients at many addresses', () => {
  it("leaves other clients' pairing and signing working, and the node's stored bytes inside its budget", async () => {
    const MAX_STORED = 8 * 1024 * 1024
    const r = await relay({
      limits: {
        maxStoredBytes: MAX_STORED,
        maxStoredBytesPerIp: 2 * 1024 * 1024,
        maxStoredBytesPerClient: 1024 * 1024,
        maxConnectionsPerIp: 20,
      },
    })
    const attackers = Array.from({ length: 8 }, (_, i) => `127.0.0.${i + 2}`)
    const outcomes = new Map<string, number>()
    const count = (what: string) => outcomes.set(what, (outcomes.get(what) ?? 0) + 1)
    let flooding = true
    const big = 'z'.repeat(256 * 1024 - 16)

    /** One attacking connection: publishes 256 KiB for 30 days to fresh topics until stopped. */
    async function attack(address: string, n: number) {
      const c = await connectRawClient(r.url, { localAddress: address, waitOpen: false })
      clients.push(c)
      const opened = await Promise.race([
        new Promise<boolean>((resolve) => c.ws.once('open', () => resolve(true))),
        c.closed.then(({ code }) => {
          count(`close ${code}`)
          return false
        }),
      ])
      if (!opened) return
      // Half of them subscribe to their topics, which lifts the short ttl of unwatched topics.
      const watch = n % 2 === 0
      let i = 0
      while (flooding && c.ws.readyState === c.ws.OPEN) {
        const t = topic()
        if (watch) await c.request('irn_subscribe', { topic: t }).catch(() => undefined)
        const answer = await c
          .request('irn_publish', { topic: t, message: `${n}:${i++}:${big}`, ttl: 30 * 86_400 })
          .catch(() => undefined)
        if (!answer) break
        const error = errorOf(answer)
        count(error ? String(error.code) : 'stored')
        // A refused attacker tries again soon, as a real one would.
        if (error) await new Promise((resolve) => setTimeout(resolve, 200))
      }
    }
    const flood = Promise.all(
      attackers.flatMap((address) => Array.from({ length: 25 }, (_, n) => attack(address, n))),
    )
    // The flood is on once the relay refuses it: budgets of addresses, then of the node.
    const refusals = () =>
      (outcomes.get(String(RELAY_ERRORS.QUOTA_EXCEEDED.code)) ?? 0) +
      (outcomes.get(String(RELAY_ERRORS.MAILBOX_FULL.code)) ?? 0)
    await waitUntil(() => refusals() > 20, 30_000)

    // Meanwhile, at 127.0.0.1: the real clients pair and sign.
    const signer = privateKeyToAccount(generatePrivateKey())
    const chainId = 'eip155:31337'
    const dapp = await createDappClient(r.url)
    const wallet = await createWalletClient(r.url)
    sdkClients.push(dapp, wallet)
    const { dappSession } = await pairAndApprove(dapp, wallet, {
      chainId,
      accounts: [`${chainId}:${signer.address}`],
    })
    answerWalletRequests(wallet, { account: signer })
    const signature = await dapp.request<`0x${string}`>({
      topic: dappSession.topic,
      chainId,
      request: { method: 'personal_sign', params: [toHex('through the flood'), signer.address] },
    })
    expect(
      await verifyMessage({ address: signer.address, message: 'through the flood', signature }),
    ).toBe(true)

    flooding = false
    await flood
    // Each address got at most its 20 connections; the rest were told to come back later.
    expect(outcomes.get(`close ${CLOSE_CODES.TRY_AGAIN_LATER}`)).toBe(8 * 5)
    expect(outcomes.get('stored')).toBeGreaterThan(0)
    expect(await gauge(r, 'relay_stored_bytes')).toBeLessThanOrEqual(MAX_STORED)
  }, 90_000)
})

async function waitUntil(check: () => boolean, timeoutMs = 5_000) {
  const until = Date.now() + timeoutMs
  while (!check()) {
    if (Date.now() > until) throw new Error('condition not met in time')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}
