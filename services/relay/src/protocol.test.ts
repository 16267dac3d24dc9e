/**
 * Every method of notes/relay.md, spoken by bare WebSocket clients (real JWTs, no SDK), one rule
 * of the notes per test.
 */
import { randomBytes } from 'node:crypto'
import { startRedisServer, type TestRedis } from '@portico/kit/testing'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { subscriptionId } from './broker/messageId.js'
import type { RelayHandle } from './startRelay.js'
import { startTestRelay } from './testing.js'
import { createClientIdentity } from './testkit/clientIdentity.js'
import { connectRawClient, type RawClient, type ReceivedFrame } from './testkit/connectRawClient.js'

let relay: RelayHandle
/** The relay's clock: tests move it to expire messages. */
let clockOffsetMs = 0
const clients: RawClient[] = []

afterEach(async () => {
  clockOffsetMs = 0
  await Promise.all(clients.splice(0).map((c) => c.close()))
})

async function client(options: Parameters<typeof connectRawClient>[1] = {}) {
  const c = await connectRawClient(relay.url, options)
  clients.push(c)
  return c
}
const newTopic = () => randomBytes(32).toString('hex')
const isDelivery = (topic?: string) => (frame: ReceivedFrame) =>
  frame.value.method === 'irn_subscription' &&
  (topic === undefined || (frame.value.params as { data: { topic: string } }).data.topic === topic)
const deliveries = (c: RawClient, topic?: string) => c.frames.filter(isDelivery(topic))
const data = (frame: ReceivedFrame) =>
  (frame.value.params as { data: Record<string, unknown> }).data
const resultOf = (frame: ReceivedFrame) => frame.value.result
/** Lets frames in flight arrive before asserting that something did not. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 150))

async function publish(c: RawClient, topic: string, message: string, extra: object = {}) {
  const answer = await c.request('irn_publish', {
    topic,
    message,
    ttl: 300,
    tag: 1108,
    prompt: true,
    ...extra,
  })
  expect(answer.value).toMatchObject({ result: true })
}

// The same rules hold on one node in memory and on Redis (a redis-server of this test file).
describe.each(['in memory', 'on Redis'] as const)('%s', (storage) => {
  let redis: TestRedis | undefined
  beforeAll(async () => {
    if (storage === 'on Redis') redis = await startRedisServer()
    relay = await startTestRelay({
      now: () => Date.now() + clockOffsetMs,
      limits: { fetchPageSize: 3 },
      ...(redis ? { redisUrl: redis.url } : {}),
    })
    expect(relay.storage).toBe(storage === 'on Redis' ? 'redis' : 'memory')
  })
  afterAll(async () => {
    await relay?.close()
    await redis?.stop()
  })

  describe('notes/relay.md, "Methods the relay must serve"', () => {
    it('irn_subscribe: "subscribe; deliver what the topic\'s mailbox holds" → an id (sha256(topic+clientId))', async () => {
      const [dapp, wallet] = [await client(), await client()]
      const topic = newTopic()
      await publish(dapp, topic, 'waiting-for-you')
      const answer = await wallet.request('irn_subscribe', { topic })
      expect(resultOf(answer)).toBe(subscriptionId(topic, wallet.identity.clientId))
      const delivery = await wallet.next(isDelivery(topic))
      expect(delivery.value).toMatchObject({
        jsonrpc: '2.0',
        method: 'irn_subscription',
        params: {
          id: subscriptionId(topic, wallet.identity.clientId),
          data: { topic, message: 'waiting-for-you', tag: 1108, attestation: '' },
        },
      })
      expect(data(delivery).publishedAt).toBeTypeOf('number')
      // The delivery id is a 19-digit JSON number, as the real relay's.
      expect(delivery.text).toMatch(/^\{"id":\d{19},/)
    })

    it('irn_batchSubscribe: "as above, each" → ids[]', async () => {
      const [dapp, wallet] = [await client(), await client()]
      const topics = [newTopic(), newTopic(), newTopic()]
      for (const [i, topic] of topics.entries()) await publish(dapp, topic, `m${i}`)
      const answer = await wallet.request('irn_batchSubscribe', { topics })
      expect(resultOf(answer)).toEqual(
        topics.map((t) => subscriptionId(t, wallet.identity.clientId)),
      )
      for (const [i, topic] of topics.entries())
        expect(data(await wallet.next(isDelivery(topic))).message).toBe(`m${i}`)
    })

    it('irn_publish: "store in the topic\'s mailbox for ttl; deliver to subscribers"', async () => {
      const [dapp, walletA, walletB] = [await client(), await client(), await client()]
      const topic = newTopic()
      await walletA.request('irn_subscribe', { topic })
      await walletB.request('irn_subscribe', { topic })
      await publish(dapp, topic, 'to-both')
      expect(data(await walletA.next(isDelivery(topic))).message).toBe('to-both')
      expect(data(await walletB.next(isDelivery(topic))).message).toBe('to-both')
    })

    it('irn_unsubscribe: "unsubscribe" → true; nothing more arrives', async () => {
      const [dapp, wallet] = [await client(), await client()]
      const topic = newTopic()
      const id = resultOf(await wallet.request('irn_subscribe', { topic }))
      expect(resultOf(await wallet.request('irn_unsubscribe', { topic, id }))).toBe(true)
      await publish(dapp, topic, 'nobody-listens')
      await settle()
      expect(deliveries(wallet, topic)).toEqual([])
    })

    it('irn_batchUnsubscribe: "each" → true', async () => {
      const [dapp, wallet] = [await client(), await client()]
      const topics = [newTopic(), newTopic()]
      const ids = resultOf(await wallet.request('irn_batchSubscribe', { topics })) as string[]
      const answer = await wallet.request('irn_batchUnsubscribe', {
        subscriptions: topics.map((topic, i) => ({ topic, id: ids[i] })),
      })
      expect(resultOf(answer)).toBe(true)
      for (const topic of topics) await publish(dapp, topic, 'gone')
      await settle()
      expect(deliveries(wallet)).toEqual([])
    })

    it('irn_fetchMessages: "read mailboxes" → {messages, hasMore}, paged', async () => {
      const [dapp, wallet] = [await client(), await client()]
      const topic = newTopic()
      for (const m of ['a', 'b', 'c', 'd']) await publish(dapp, topic, m)
      const first = resultOf(await wallet.request('irn_fetchMessages', { topic })) as {
        messages: { message: string; attestation: string; topic: string }[]
        hasMore: boolean
      }
      expect(first.messages.map((m) => m.message)).toEqual(['a', 'b', 'c'])
      expect(first.messages[0]).toMatchObject({ topic, attestation: '', tag: 1108 })
      expect(first.hasMore).toBe(true)
      const second = resultOf(await wallet.request('irn_fetchMessages', { topic })) as typeof first
      expect(second).toMatchObject({ messages: [{ message: 'd' }], hasMore: false })
    })

    it('irn_batchFetchMessages: "read mailboxes" of several topics', async () => {
      const [dapp, wallet] = [await client(), await client()]
      const topics = [newTopic(), newTopic()]
      await publish(dapp, topics[0]!, 'one')
      await publish(dapp, topics[1]!, 'two')
      const answer = resultOf(await wallet.request('irn_batchFetchMessages', { topics })) as {
        messages: { message: string; topic: string }[]
        hasMore: boolean
      }
      expect(answer.messages.map((m) => [m.topic, m.message])).toEqual([
        [topics[0], 'one'],
        [topics[1], 'two'],
      ])
      expect(answer.hasMore).toBe(false)
    })

    it('wc_proposeSession: "subscribe caller to pairingTopic; publish sessionProposal there (tag 1100, ttl 300, prompt)" → true', async () => {
      const [dapp, wallet] = [await client(), await client()]
      const pairingTopic = newTopic()
      const answer = await dapp.request('wc_proposeSession', {
        pairingTopic,
        sessionProposal: 'proposal-envelope',
        ttl: 300,
        correlationId: 1,
      })
      expect(resultOf(answer)).toBe(true)
      // The wallet pairs after the proposal was published: the mailbox hands it over.
      await wallet.request('irn_subscribe', { topic: pairingTopic })
      const proposal = await wallet.next(isDelivery(pairingTopic))
      expect(data(proposal)).toMatchObject({ message: 'proposal-envelope', tag: 1100 })
      // The dApp is subscribed to the pairing topic: it hears the wallet there.
      await publish(wallet, pairingTopic, 'from-wallet')
      expect(data(await dapp.next(isDelivery(pairingTopic))).message).toBe('from-wallet')
    })

    it('wc_approveSession: "subscribe caller to sessionTopic; publish the response on pairingTopic (tag 1101) and the settle request on sessionTopic (tag 1102)" → true', async () => {
      const [dapp, wallet] = [await client(), await client()]
      const pairingTopic = newTopic()
      const sessionTopic = newTopic()
      await dapp.request('wc_proposeSession', { pairingTopic, sessionProposal: 'p', ttl: 300 })
      const answer = await wallet.request('wc_approveSession', {
        pairingTopic,
        sessionTopic,
        sessionProposalResponse: 'response-envelope',
        sessionSettlementRequest: 'settle-envelope',
        ttl: 300,
        correlationId: 2,
        approvedChains: ['eip155:1'],
        approvedMethods: ['personal_sign'],
        approvedEvents: [],
      })
      expect(resultOf(answer)).toBe(true)
      expect(data(await dapp.next(isDelivery(pairingTopic)))).toMatchObject({
        message: 'response-envelope',
        tag: 1101,
      })
      // The dApp subscribes to the session topic after the settle request was published.
      await dapp.request('irn_subscribe', { topic: sessionTopic })
      expect(data(await dapp.next(isDelivery(sessionTopic)))).toMatchObject({
        message: 'settle-envelope',
        tag: 1102,
      })
      // The wallet was subscribed to the session topic by the call.
      await publish(dapp, sessionTopic, 'settle-ack')
      expect(data(await wallet.next(isDelivery(sessionTopic))).message).toBe('settle-ack')
    })
  })

  describe('notes/relay.md, "Rules that matter"', () => {
    it('"Never deliver a message back to the client that published it (compare client ids)": not even on a second socket of the same client', async () => {
      const identity = createClientIdentity()
      const [first, second, other] = [
        await client({ identity }),
        await client({ identity }),
        await client(),
      ]
      const topic = newTopic()
      await first.request('irn_subscribe', { topic })
      await second.request('irn_subscribe', { topic })
      await other.request('irn_subscribe', { topic })
      await publish(first, topic, 'mine')
      await other.next(isDelivery(topic))
      await settle()
      expect(deliveries(first, topic)).toEqual([])
      expect(deliveries(second, topic)).toEqual([])
    })

    it('"a dApp [must not receive] its own session proposal" (wc_proposeSession)', async () => {
      const dapp = await client()
      const pairingTopic = newTopic()
      await dapp.request('wc_proposeSession', { pairingTopic, sessionProposal: 'p', ttl: 300 })
      await dapp.request('irn_subscribe', { topic: pairingTopic })
      await settle()
      expect(deliveries(dapp, pairingTopic)).toEqual([])
    })

    it('"an acked message is not delivered to that client again"; an unacked one is, on reconnect', async () => {
      const identity = createClientIdentity()
      const dapp = await client()
      const topic = newTopic()
      await publish(dapp, topic, 'acked')
      await publish(dapp, topic, 'not-acked')
      const wallet = await client({ identity })
      await wallet.request('irn_subscribe', { topic })
      const first = await wallet.next((f) => isDelivery(topic)(f) && data(f).message === 'acked')
      await wallet.next((f) => isDelivery(topic)(f) && data(f).message === 'not-acked')
      wallet.ack(first)
      await settle()
      await wallet.close()

      const again = await client({ identity })
      await again.request('irn_batchSubscribe', { topics: [topic] })
      await again.next(isDelivery(topic))
      await settle()
      expect(deliveries(again, topic).map((f) => data(f).message)).toEqual(['not-acked'])
    })

    it('"Mailbox per topic: … Messages wait until their ttl", then are gone', async () => {
      const dapp = await client()
      const topic = newTopic()
      await publish(dapp, topic, 'short-lived', { ttl: 30 })
      await publish(dapp, topic, 'long-lived', { ttl: 600 })
      clockOffsetMs = 31_000
      const wallet = await client()
      await wallet.request('irn_subscribe', { topic })
      await wallet.next(isDelivery(topic))
      await settle()
      expect(deliveries(wallet, topic).map((f) => data(f).message)).toEqual(['long-lived'])
    })

    it('a publish retried after a timeout ("publish 15 s (retried…)") is stored and delivered once', async () => {
      const [dapp, wallet] = [await client(), await client()]
      const topic = newTopic()
      await wallet.request('irn_subscribe', { topic })
      await publish(dapp, topic, 'same-envelope')
      await publish(dapp, topic, 'same-envelope')
      await wallet.next(isDelivery(topic))
      await settle()
      expect(deliveries(wallet, topic)).toHaveLength(1)
    })

    it.each([
      ['a 19-digit id sent as a string (JS clients)', '"1761234567890123456"'],
      ['a 19-digit id sent as a number (other clients), beyond 2^53', '1761234567890123457'],
      ['a BigInt id as safe-json writes it', '"1761234567890123458n"'],
      ['a number that a double would round', '9007199254740993'],
      ['a small number', '7'],
      ['a short string', '"abc"'],
    ])('"Request ids … echo them byte for byte": %s', async (_name, rawId) => {
      const c = await client()
      c.sendText(
        `{"id":${rawId},"jsonrpc":"2.0","method":"irn_subscribe","params":{"topic":"${newTopic()}"}}`,
      )
      const answer = await c.next((f) => f.text.startsWith(`{"id":${rawId},`))
      expect(answer.text).toMatch(/"result":"[0-9a-f]{64}"\}$/)
    })
  })
})

// A relay of its own with a short ping interval (a loaded machine can stall a client longer than
// that: the other tests keep the default 15 s).
describe('notes/relay.md, "Connecting"', () => {
  let pinging: RelayHandle
  beforeAll(async () => {
    pinging = await startTestRelay({ pingIntervalMs: 100 })
  })
  afterAll(() => pinging.close())

  it('"the relay must ping (every ~15 s works)": clients are pinged at the configured interval', async () => {
    const c = await connectRawClient(pinging.url)
    clients.push(c)
    let pings = 0
    c.ws.on('ping', () => pings++)
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    expect(pings).toBeGreaterThanOrEqual(3)
  })

  it('a client that stops answering pings is cut (no pong since the last ping)', async () => {
    const c = await connectRawClient(pinging.url)
    clients.push(c)
    // Stop the socket from answering pings, as a dead peer would.
    ;(c.ws as unknown as { pong: () => void }).pong = () => {}
    c.ws.removeAllListeners('ping')
    const { code } = await c.closed
    expect(code).toBe(1006)
  })
})
