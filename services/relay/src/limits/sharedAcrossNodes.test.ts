/**
 * Issue 20, "Shared state across nodes", for the relay: two relay nodes on one Redis (REDIS_URL).
 * What an address stores is counted in Redis, so its quota holds across nodes as on one node;
 * a project the API learns of reaches every node within the project check's stated time. The
 * relay's other limits are per connection or per node by design (docs/operating.md, "Limits").
 */
import { randomBytes } from 'node:crypto'
import {
  type ApiDatabase,
  createDatabase,
  createProjectRepository,
  createServer,
  migrateToLatest,
} from '@portico/api'
import { startRedisServer, type TestRedis } from '@portico/kit/testing'
import type { FastifyInstance } from 'fastify'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { RELAY_ERRORS } from '../jsonRpc/relayErrors.js'
import type { StartRelayOptions } from '../relayOptions.js'
import type { RelayHandle } from '../startRelay.js'
import { startTestRelay } from '../testing.js'
import { connectRawClient, type RawClient } from '../testkit/connectRawClient.js'

let redis: TestRedis
const relays: RelayHandle[] = []
const clients: RawClient[] = []
beforeAll(async () => {
  redis = await startRedisServer()
})
afterAll(async () => {
  await redis?.stop()
})
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()))
  await Promise.all(relays.splice(0).map((r) => r.close()))
})

/** Two relay nodes on the test's Redis with one prefix of their own, as one cluster. */
async function twoNodes(options: StartRelayOptions) {
  const shared = { redisUrl: redis.url, redisPrefix: `shared-${randomBytes(4).toString('hex')}:` }
  for (let i = 0; i < 2; i++) relays.push(await startTestRelay({ ...shared, ...options }))
  return relays.slice(-2)
}
async function client(relay: RelayHandle, options: Parameters<typeof connectRawClient>[1]) {
  const c = await connectRawClient(relay.url, options)
  clients.push(c)
  return c
}
const kib = (n: number, fill: string) => fill.repeat(n * 1024)
const topic = () => randomBytes(32).toString('hex')

describe('two relay nodes on one Redis: "per-IP … limits counted cluster-wide, with the same answers as on one node"', () => {
  it("an address's stored bytes (maxStoredBytesPerIp) count across both nodes: QUOTA_EXCEEDED on the second", async () => {
    const [node1, node2] = await twoNodes({
      limits: {
        publishesPerSecond: 1_000,
        publishBurst: 1_000,
        maxStoredBytesPerClient: 1024 * 1024,
        maxStoredBytesPerIp: 100 * 1024,
      },
    })
    const publish = (c: RawClient, fill: string) =>
      c.request('irn_publish', { topic: topic(), message: kib(40, fill), ttl: 60 })
    const onNode1 = await client(node1!, { localAddress: '127.0.0.4' })
    const onNode2 = await client(node2!, { localAddress: '127.0.0.4' })
    expect((await publish(onNode1, 'a')).value.result).toBe(true)
    expect((await publish(onNode2, 'b')).value.result).toBe(true)
    expect((await publish(onNode2, 'c')).value.error).toEqual({
      code: RELAY_ERRORS.QUOTA_EXCEEDED.code,
      message: `Storage quota exceeded: your address's unexpired messages hold ${100 * 1024} bytes`,
    })
    // Another address on either node is not affected.
    const elsewhere = await client(node1!, { localAddress: '127.0.0.5' })
    expect((await publish(elsewhere, 'd')).value.result).toBe(true)
  })
})

describe('two relay nodes: "caches that must agree across nodes (projects …) are invalidated within their stated time on every node"', () => {
  let database: ApiDatabase
  let api: FastifyInstance
  let apiUrl: string
  beforeAll(async () => {
    database = createDatabase({ dataDir: ':memory:' })
    await migrateToLatest(database.db)
    // The API's own project cache off: the relay's cache is under test.
    api = await createServer({ database, projectCacheTtlMs: 0 })
    apiUrl = await api.listen({ host: '127.0.0.1', port: 0 })
  })
  afterAll(async () => {
    await api?.close()
    await database?.destroy()
  })

  /** 'served' when the node admits a client of `projectId`, 'refused' when it closes it. */
  async function admission(relay: RelayHandle, projectId: string) {
    const c = await client(relay, { projectId })
    return Promise.race([
      c.closed.then(() => 'refused' as const),
      c.request('irn_subscribe', { topic: topic() }).then(() => 'served' as const),
    ])
  }

  it('a project created after both nodes refused it connects on both within unknownProjectCacheTtlMs', async () => {
    const unknownProjectCacheTtlMs = 500
    const nodes = await twoNodes({ apiUrl, unknownProjectCacheTtlMs })
    for (const node of nodes) expect(await admission(node, 'late-project')).toBe('refused')
    await createProjectRepository(database.db).create({
      id: 'late-project',
      name: 'Created while the relay runs',
      allowedOrigins: ['*'],
    })
    const createdAt = Date.now()
    for (const node of nodes)
      while ((await admission(node, 'late-project')) !== 'served')
        await new Promise((resolve) => setTimeout(resolve, 20))
    // Loosely: far under the 10 s default, so the configured TTL is what expired the entries.
    expect(Date.now() - createdAt).toBeLessThan(unknownProjectCacheTtlMs + 5_000)
  })
})
