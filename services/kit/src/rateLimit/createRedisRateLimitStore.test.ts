import type { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openRedis } from '../redis/openRedis.js'
import { startRedisServer, type TestRedis } from '../testing/startRedisServer.js'
import { clientAddressKey } from './clientAddressKey.js'
import { createMemoryRateLimitStore } from './createMemoryRateLimitStore.js'
import { createRateLimiter, type RateLimitResult } from './createRateLimiter.js'
import { createRedisRateLimitStore } from './createRedisRateLimitStore.js'
import { RateLimitUnavailableError } from './RateLimitUnavailableError.js'

/** A step of a sequence: one take of a key, or waiting until the key's window has passed. */
type Step = { take: string } | { waitForResetOf: string }

const WINDOW_MS = 1_500
const MAX = 3

let redis: TestRedis
let nodeA: Redis
let nodeB: Redis
let admin: Redis
let run = 0

beforeAll(async () => {
  redis = await startRedisServer()
  nodeA = await openRedis(redis.url, { name: 'node A' })
  nodeB = await openRedis(redis.url, { name: 'node B' })
  admin = await openRedis(redis.url, { name: 'the test' })
})

afterAll(async () => {
  for (const client of [nodeA, nodeB, admin]) client?.disconnect()
  await redis?.stop()
})

/** Waits until Redis has dropped `key` (its window expired), polling: never a fixed sleep. */
async function waitUntilGone(key: string) {
  while ((await admin.pttl(key)) !== -2) await new Promise((resolve) => setTimeout(resolve, 25))
}

describe('createRedisRateLimitStore: "with REDIS_URL, every rate limit … is counted cluster-wide … with the same answers as on one node"', () => {
  const rows: [string, (key: string) => string, Step[]][] = [
    [
      'max per window, then refused with Retry-After; a new window after the reset',
      (key) => key,
      [
        { take: 'a' },
        { take: 'a' },
        { take: 'a' },
        { take: 'a' },
        { take: 'a' },
        { take: 'b' },
        { waitForResetOf: 'a' },
        { take: 'a' },
        { take: 'a' },
      ],
    ],
    [
      'client addresses: an IPv6 /64 counts as one, IPv4-mapped as IPv4',
      clientAddressKey,
      [
        { take: '2001:db8:1:2::1' },
        { take: '2001:db8:1:2::2' },
        { take: '2001:db8:1:2:ffff::9' },
        { take: '2001:db8:1:3::1' },
        { take: '2001:db8:1:2::7' },
        { take: '198.51.100.7' },
        { take: '::ffff:198.51.100.7' },
        { take: '198.51.100.7' },
        { take: '::ffff:c633:6407' },
      ],
    ],
  ]

  it.each(rows)(
    '%s: one node in memory and two nodes on one Redis, alternating, answer alike',
    async (_rule, keyOf, steps) => {
      const name = `seq${run++}`
      const rule = { name, max: MAX, windowMs: WINDOW_MS, keyOf }
      const oneNode = createRateLimiter({ ...rule, store: createMemoryRateLimitStore() })
      const twoNodes = [nodeA, nodeB].map((client) =>
        createRateLimiter({
          ...rule,
          store: createRedisRateLimitStore({ redis: client, service: 'test' }),
        }),
      )
      const single: RateLimitResult[] = []
      const cluster: RateLimitResult[] = []
      let turn = 0
      for (const step of steps) {
        if ('waitForResetOf' in step) {
          // The memory window started first (its take comes first), so Redis's end implies its end.
          await waitUntilGone(`portico:test:rl:${name}:${keyOf(step.waitForResetOf)}`)
          continue
        }
        single.push(await oneNode.take(step.take))
        cluster.push(await twoNodes[turn++ % 2]!.take(step.take))
      }
      expect(cluster.map((result) => result.allowed)).toEqual(
        single.map((result) => result.allowed),
      )
      expect(single.some((result) => !result.allowed)).toBe(true)
      for (const [i, result] of cluster.entries()) {
        const alone = single[i]!
        if (result.allowed || alone.allowed) continue
        expect(Math.abs(result.retryAfterS - alone.retryAfterS)).toBeLessThanOrEqual(1)
      }
    },
  )

  it('keys are portico:<service>:rl:<limiter>:<key>, expiring with their window', async () => {
    const limiter = createRateLimiter({
      name: 'mailPerEmail',
      max: 1,
      windowMs: 600_000,
      store: createRedisRateLimitStore({ redis: nodeA, service: 'secure' }),
    })
    await limiter.take('ada@example.com')
    const ttl = await admin.pttl('portico:secure:rl:mailPerEmail:ada@example.com')
    expect(ttl).toBeGreaterThan(0)
    expect(ttl).toBeLessThanOrEqual(600_000)
  })

  it('Redis down: "refuse" rejects with RateLimitUnavailableError, "count-locally" counts on the node', async () => {
    const ownRedis = await startRedisServer()
    const client = await openRedis(ownRedis.url, { name: 'the down test' })
    try {
      const store = createRedisRateLimitStore({ redis: client, service: 'test' })
      const refusing = createRateLimiter({ name: 'codes', max: 1, windowMs: 60_000, store })
      const local = createRateLimiter({
        name: 'perIp',
        max: 1,
        windowMs: 60_000,
        store,
        whenStoreFails: 'count-locally',
      })
      expect(await refusing.take('k')).toEqual({ allowed: true })
      await ownRedis.stop()
      await expect(refusing.take('k')).rejects.toBeInstanceOf(RateLimitUnavailableError)
      expect(await local.take('k')).toEqual({ allowed: true })
      expect((await local.take('k')).allowed).toBe(false)
    } finally {
      client.disconnect()
      await ownRedis.stop()
    }
  })
})
