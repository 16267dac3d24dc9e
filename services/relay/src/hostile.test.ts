/**
 * Hostile input with bare `ws` clients: malformed JSON, unknown methods, oversized frames, bad or
 * expired JWTs, floods. Each gets a clear error (a JSON-RPC error, or a close code with a reason)
 * and the relay keeps serving the others.
 */
import { randomBytes } from 'node:crypto'
import { decodeJWT, encodeJSON, encodeSig } from '@walletconnect/relay-auth'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { CLOSE_CODES, RELAY_ERRORS } from './jsonRpc/relayErrors.js'
import type { RelayHandle } from './startRelay.js'
import { startTestRelay } from './testing.js'
import {
  createClientIdentity,
  signClientJwt,
  signCustomClientJwt,
} from './testkit/clientIdentity.js'
import { connectRawClient, type RawClient, type ReceivedFrame } from './testkit/connectRawClient.js'

const LIMITS = {
  maxFrameBytes: 64 * 1024,
  maxMessageBytes: 16 * 1024,
  maxTopicsPerClient: 5,
  publishesPerSecond: 5,
  publishBurst: 5,
  framesPerSecond: 200,
  frameBurst: 400,
  minTtlSeconds: 10,
  maxTtlSeconds: 86_400,
  maxMessagesPerTopic: 3,
}

let relay: RelayHandle
const clients: RawClient[] = []
beforeAll(async () => {
  relay = await startTestRelay({ limits: LIMITS })
})
afterAll(() => relay.close())
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()))
})

async function client(options: Parameters<typeof connectRawClient>[1] = {}) {
  const c = await connectRawClient(relay.url, options)
  clients.push(c)
  return c
}
const topic = () => randomBytes(32).toString('hex')
const errorOf = (frame: ReceivedFrame) => frame.value.error as { code: number; message: string }

/** A bystander: subscribes, and a second client's publish reaches it. The relay still serves. */
async function relayStillServes() {
  const [publisher, listener] = [await client(), await client()]
  const t = topic()
  await listener.request('irn_subscribe', { topic: t })
  expect(
    (await publisher.request('irn_publish', { topic: t, message: 'ok', ttl: 60 })).value.result,
  ).toBe(true)
  await listener.next((f) => f.value.method === 'irn_subscription')
}

describe('malformed frames get a JSON-RPC error and the connection stays usable', () => {
  const T = 'ab'.repeat(32)
  it.each([
    ['not JSON', '{"id":1,"jsonrpc":', 'null', RELAY_ERRORS.PARSE_ERROR.code, 'not valid JSON'],
    [
      'a batch (JSON array)',
      '[{"id":1,"jsonrpc":"2.0","method":"irn_subscribe"}]',
      'null',
      RELAY_ERRORS.INVALID_REQUEST.code,
      'batches',
    ],
    ['a bare string', '"hello"', 'null', RELAY_ERRORS.INVALID_REQUEST.code, 'JSON-RPC object'],
    [
      'jsonrpc 1.0',
      '{"id":11,"jsonrpc":"1.0","method":"irn_subscribe"}',
      '11',
      RELAY_ERRORS.INVALID_REQUEST.code,
      'jsonrpc must be "2.0"',
    ],
    [
      'an object as id',
      '{"id":{"x":1},"jsonrpc":"2.0","method":"irn_subscribe"}',
      'null',
      RELAY_ERRORS.INVALID_REQUEST.code,
      'id must be',
    ],
    [
      'a number as method',
      '{"id":12,"jsonrpc":"2.0","method":5}',
      '12',
      RELAY_ERRORS.INVALID_REQUEST.code,
      'method must be a string',
    ],
    [
      'neither request nor response',
      '{"id":13,"jsonrpc":"2.0"}',
      '13',
      RELAY_ERRORS.INVALID_REQUEST.code,
      'neither a request',
    ],
    [
      'an unknown method',
      '{"id":14,"jsonrpc":"2.0","method":"eth_sendTransaction","params":[]}',
      '14',
      RELAY_ERRORS.METHOD_NOT_FOUND.code,
      '"eth_sendTransaction" is not a relay method',
    ],
    [
      '__proto__ as method',
      '{"id":15,"jsonrpc":"2.0","method":"__proto__"}',
      '15',
      RELAY_ERRORS.METHOD_NOT_FOUND.code,
      'not a relay method',
    ],
    [
      'constructor as method',
      '{"id":16,"jsonrpc":"2.0","method":"constructor"}',
      '16',
      RELAY_ERRORS.METHOD_NOT_FOUND.code,
      'not a relay method',
    ],
    [
      'no params',
      '{"id":17,"jsonrpc":"2.0","method":"irn_subscribe"}',
      '17',
      RELAY_ERRORS.INVALID_PARAMS.code,
      'params must be an object',
    ],
    [
      'a topic that is not 32 bytes of hex',
      '{"id":18,"jsonrpc":"2.0","method":"irn_subscribe","params":{"topic":"../etc"}}',
      '18',
      RELAY_ERRORS.INVALID_PARAMS.code,
      'topic must be 64 hexadecimal characters',
    ],
    [
      'topics that are not an array',
      '{"id":19,"jsonrpc":"2.0","method":"irn_batchSubscribe","params":{"topics":"x"}}',
      '19',
      RELAY_ERRORS.INVALID_PARAMS.code,
      'topics must be an array',
    ],
    [
      'an empty message',
      `{"id":20,"jsonrpc":"2.0","method":"irn_publish","params":{"topic":"${T}","message":"","ttl":60}}`,
      '20',
      RELAY_ERRORS.INVALID_PARAMS.code,
      'message must be a non-empty string',
    ],
    [
      'a ttl below the bounds',
      `{"id":21,"jsonrpc":"2.0","method":"irn_publish","params":{"topic":"${T}","message":"m","ttl":5}}`,
      '21',
      RELAY_ERRORS.TTL_OUT_OF_RANGE.code,
      'ttl 5 s is outside 10-86400 s',
    ],
    [
      'a ttl above the bounds',
      `{"id":22,"jsonrpc":"2.0","method":"irn_publish","params":{"topic":"${T}","message":"m","ttl":86401}}`,
      '22',
      RELAY_ERRORS.TTL_OUT_OF_RANGE.code,
      'outside',
    ],
    [
      'a fractional ttl',
      `{"id":23,"jsonrpc":"2.0","method":"irn_publish","params":{"topic":"${T}","message":"m","ttl":60.5}}`,
      '23',
      RELAY_ERRORS.INVALID_PARAMS.code,
      'ttl must be a whole number',
    ],
    [
      'a ttl as text',
      `{"id":24,"jsonrpc":"2.0","method":"irn_publish","params":{"topic":"${T}","message":"m","ttl":"60"}}`,
      '24',
      RELAY_ERRORS.INVALID_PARAMS.code,
      'ttl must be a whole number',
    ],
    [
      'a negative tag',
      `{"id":25,"jsonrpc":"2.0","method":"irn_publish","params":{"topic":"${T}","message":"m","ttl":60,"tag":-1}}`,
      '25',
      RELAY_ERRORS.INVALID_PARAMS.code,
      'tag must be',
    ],
    [
      'a message over maxMessageBytes',
      `{"id":26,"jsonrpc":"2.0","method":"irn_publish","params":{"topic":"${T}","message":"${'x'.repeat(16 * 1024 + 1)}","ttl":60}}`,
      '26',
      RELAY_ERRORS.MESSAGE_TOO_LARGE.code,
      '16385 bytes, at most 16384',
    ],
  ])('%s', async (_name, text, rawId, code, detail) => {
    const c = await client()
    c.sendText(text)
    const answer = await c.next((f) => f.text.startsWith(`{"id":${rawId},`) && 'error' in f.value)
    expect(errorOf(answer).code).toBe(code)
    expect(errorOf(answer).message).toContain(detail)
    // Still connected and served.
    expect((await c.request('irn_subscribe', { topic: topic() })).value.result).toBeTypeOf('string')
  })

  it('a binary frame', async () => {
    const c = await client()
    c.ws.send(Buffer.from([1, 2, 3]))
    const answer = await c.next((f) => 'error' in f.value)
    expect(errorOf(answer)).toMatchObject({
      code: RELAY_ERRORS.INVALID_REQUEST.code,
      message: 'Invalid request: binary frames are not supported',
    })
  })

  it('an ack for a delivery that does not exist is ignored', async () => {
    const c = await client()
    c.sendText('{"id":1761234567890123456,"jsonrpc":"2.0","result":true}')
    expect((await c.request('irn_subscribe', { topic: topic() })).value.result).toBeTypeOf('string')
    expect(c.frames.filter((f) => 'error' in f.value)).toEqual([])
  })

  it('a thousand seeded mutations of valid frames: every one answered or ignored, never a crash', async () => {
    let seed = 42
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31
      return seed / 2 ** 31
    }
    const base = `{"id":"1761234567890123456","jsonrpc":"2.0","method":"irn_publish","params":{"topic":"${'cd'.repeat(32)}","message":"hello","ttl":60,"tag":1108}}`
    const alphabet = '{}[]":,\\0123456789abcdefnulltrue \u0000\u00e9\ud83d'
    for (let batch = 0; batch < 10; batch++) {
      const c = await client()
      for (let i = 0; i < 100; i++) {
        const chars = [...base]
        for (let k = 0; k < 1 + Math.floor(random() * 4); k++) {
          const at = Math.floor(random() * chars.length)
          const pick = alphabet[Math.floor(random() * alphabet.length)]!
          if (random() < 0.5) chars.splice(at, 1, pick)
          else chars.splice(at, 0, pick)
        }
        c.sendText(chars.join(''))
      }
      // The connection answers a request made after its hundred mutations.
      expect((await c.request('irn_subscribe', { topic: topic() })).value.result).toBeTypeOf(
        'string',
      )
      await c.close()
    }
    await relayStillServes()
  })
})

describe('limits', () => {
  it('"topics per client": the one past maxTopicsPerClient is refused with TOO_MANY_TOPICS', async () => {
    const c = await client()
    const five = Array.from({ length: 5 }, topic)
    expect((await c.request('irn_batchSubscribe', { topics: five })).value.result).toHaveLength(5)
    const sixth = await c.request('irn_subscribe', { topic: topic() })
    expect(errorOf(sixth)).toMatchObject({ code: RELAY_ERRORS.TOO_MANY_TOPICS.code })
    // Subscribing again to a topic it has is no new topic.
    expect((await c.request('irn_subscribe', { topic: five[0] })).value.result).toBeTypeOf('string')
    const batch = await c.request('irn_batchSubscribe', { topics: [topic()] })
    expect(errorOf(batch).message).toBe('Too many topics: a client may subscribe to 5 topics')
  })

  it('"publishes per second per client": a flood of publishes gets RATE_LIMITED, other clients publish on', async () => {
    const [flooder, other, listener] = [await client(), await client(), await client()]
    const t = topic()
    await listener.request('irn_subscribe', { topic: t })
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        flooder.request('irn_publish', { topic: t, message: `flood-${i}`, ttl: 60 }),
      ),
    )
    const limited = answers.filter((a) => errorOf(a)?.code === RELAY_ERRORS.RATE_LIMITED.code)
    // The burst (5) passes; the refill (5 per second) may let one or two more through meanwhile.
    expect(answers.length - limited.length).toBeGreaterThanOrEqual(5)
    expect(answers.length - limited.length).toBeLessThanOrEqual(7)
    expect(errorOf(limited[0]!).message).toBe(
      'Rate limit exceeded: more than 5 publishes per second',
    )
    expect(
      (await other.request('irn_publish', { topic: topic(), message: 'calm', ttl: 60 })).value
        .result,
    ).toBe(true)
  })

  it('a mailbox holding maxMessagesPerTopic refuses more with MAILBOX_FULL', async () => {
    const c = await client()
    const t = topic()
    for (const m of ['1', '2', '3'])
      expect((await c.request('irn_publish', { topic: t, message: m, ttl: 60 })).value.result).toBe(
        true,
      )
    const fourth = await c.request('irn_publish', { topic: t, message: '4', ttl: 60 })
    expect(errorOf(fourth).code).toBe(RELAY_ERRORS.MAILBOX_FULL.code)
  })

  it('a frame over maxFrameBytes closes that socket with 1009; the others are served', async () => {
    const c = await client()
    c.sendText(
      `{"id":1,"jsonrpc":"2.0","method":"irn_publish","params":{"message":"${'x'.repeat(70 * 1024)}"}}`,
    )
    expect((await c.closed).code).toBe(CLOSE_CODES.MESSAGE_TOO_BIG)
    await relayStillServes()
  })

  it('a flood of frames closes that socket with 1008 and a reason; the others are served', async () => {
    const c = await client()
    for (let i = 0; i < 1_000; i++) c.sendText('{"id":1,"jsonrpc":"2.0","method":"nothing"}')
    expect(await c.closed).toEqual({
      code: CLOSE_CODES.POLICY_VIOLATION,
      reason: 'flood: more than 200 frames per second',
    })
    await relayStillServes()
  })
})

describe('a client that does not read', () => {
  it('is closed with 1008 "client too slow" once maxBufferedBytes wait for it; the publisher is not held up', async () => {
    const slowRelay = await startTestRelay({
      limits: {
        maxBufferedBytes: 256 * 1024,
        publishesPerSecond: 10_000,
        publishBurst: 10_000,
        // 100 messages of 200 KiB in one topic: the byte budgets are not what this test is about.
        maxBytesPerTopic: 64 * 1024 * 1024,
        maxStoredBytesPerClient: 64 * 1024 * 1024,
        maxStoredBytesPerIp: 64 * 1024 * 1024,
      },
    })
    try {
      const [publisher, slow] = [
        await connectRawClient(slowRelay.url),
        await connectRawClient(slowRelay.url),
      ]
      const t = topic()
      await slow.request('irn_subscribe', { topic: t })
      // Stop reading: the kernel's buffers fill, then the relay's.
      ;(slow.ws as unknown as { _socket: { pause(): void } })._socket.pause()
      const big = 'x'.repeat(200 * 1024)
      for (let i = 0; i < 100; i++) {
        const answer = await publisher.request('irn_publish', {
          topic: t,
          message: `${i}${big}`,
          ttl: 60,
        })
        expect(answer.value.result).toBe(true)
      }
      await new Promise((resolve) => setTimeout(resolve, 100))
      expect(await slowRelay.metricsText()).toMatch(/relay_limit_closes_total\{code="1008"\} 1/)
      // The slow client is cut (2 s after its close frame it still has not read); the publisher stays.
      await waitUntil(() => slowRelay.connectionCount() === 1)
      expect(
        (await publisher.request('irn_subscribe', { topic: topic() })).value.result,
      ).toBeTypeOf('string')
      await publisher.close()
    } finally {
      await slowRelay.close()
    }
  })
})

async function waitUntil(check: () => boolean, timeoutMs = 5_000) {
  const until = Date.now() + timeoutMs
  while (!check()) {
    if (Date.now() > until) throw new Error('condition not met in time')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

/** A JWT with its header or payload edited, the signature kept. */
function tamper(jwt: string, edit: { header?: object; payload?: object }): string {
  const { header, payload, signature } = decodeJWT(jwt)
  return [
    encodeJSON({ ...header, ...edit.header }),
    encodeJSON({ ...payload, ...edit.payload }),
    encodeSig(signature),
  ].join('.')
}

describe('client authentication: a missing, bad or expired auth JWT is refused with 3000 and a reason', () => {
  const nowS = () => Math.floor(Date.now() / 1_000)
  it.each<[string, () => Promise<string | null>, string]>([
    ['no auth parameter', async () => null, 'auth token missing (auth query parameter)'],
    ['not a JWT', async () => 'hello', 'auth token malformed'],
    ['three parts of garbage', async () => 'a.b.c', 'auth token malformed'],
    [
      'signed for another relay (aud)',
      () => signClientJwt(createClientIdentity(), 'wss://relay.walletconnect.org'),
      'auth token audience is not this relay',
    ],
    [
      'expired (exp in the past)',
      () => signClientJwt(createClientIdentity(), relay.url, { iatS: nowS() - 7_200, ttlS: 3_600 }),
      'auth token expired',
    ],
    [
      'issued in the future',
      () => signClientJwt(createClientIdentity(), relay.url, { iatS: nowS() + 3_600 }),
      'auth token issued in the future',
    ],
    [
      'valid for 30 days (exp − iat over the 1-day bound; the SDK signs for 1 day)',
      () => signClientJwt(createClientIdentity(), relay.url, { iatS: nowS(), ttlS: 30 * 86_400 }),
      'auth token lifetime over 86400 s',
    ],
    [
      'valid for a day and a second',
      () => signClientJwt(createClientIdentity(), relay.url, { iatS: nowS(), ttlS: 86_401 }),
      'auth token lifetime over 86400 s',
    ],
    [
      'no exp',
      async () => signCustomClientJwt({ sub: 's', aud: relay.url, iat: nowS() }),
      'auth token has no expiry',
    ],
    [
      'no iat and an exp a year away',
      async () => signCustomClientJwt({ sub: 's', aud: relay.url, exp: nowS() + 365 * 86_400 }),
      'auth token lifetime over 86400 s',
    ],
    [
      'a payload edited after signing',
      async () =>
        tamper(await signClientJwt(createClientIdentity(), relay.url), {
          payload: { exp: nowS() + 9_999_999 },
        }),
      'auth token signature invalid',
    ],
    [
      'another client id than the signer (iss)',
      async () =>
        tamper(await signClientJwt(createClientIdentity(), relay.url), {
          payload: { iss: createClientIdentity().clientId },
        }),
      'auth token signature invalid',
    ],
    [
      'alg none',
      async () =>
        tamper(await signClientJwt(createClientIdentity(), relay.url), { header: { alg: 'none' } }),
      'auth token must be an EdDSA JWT',
    ],
    [
      'an issuer that is not a did:key',
      async () =>
        tamper(await signClientJwt(createClientIdentity(), relay.url), {
          payload: { iss: 'did:web:example.com' },
        }),
      'auth token issuer must be a did:key',
    ],
  ])('%s', async (_name, makeJwt, reason) => {
    const c = await client({ auth: await makeJwt(), waitOpen: false })
    expect(await c.closed).toEqual({ code: CLOSE_CODES.UNAUTHORIZED, reason })
  })

  it('what the SDK signs (1 day from now) and a custom token inside the bound are accepted', async () => {
    const sdk = await client({ auth: await signClientJwt(createClientIdentity(), relay.url) })
    expect((await sdk.request('irn_subscribe', { topic: topic() })).value.result).toBeTypeOf(
      'string',
    )
    const custom = await client({
      auth: signCustomClientJwt({ sub: 's', aud: relay.url, exp: nowS() + 3_600 }),
    })
    expect((await custom.request('irn_subscribe', { topic: topic() })).value.result).toBeTypeOf(
      'string',
    )
  })

  it('refusals are counted by reason and the relay keeps serving', async () => {
    await relayStillServes()
    expect(await relay.metricsText()).toMatch(
      /relay_connections_rejected_total\{reason="unauthorized"\} (\d+)/,
    )
  })
})
