/**
 * Issue 20, "Shared state across nodes": two API nodes on one PostgreSQL database and one Redis
 * (REDIS_URL) give the answers one node gives — the per-IP and per-project limits are reached
 * across both exactly as on one (429 + Retry-After) — and a project's edit is seen by every node
 * within the project cache's stated time.
 */
import { openRedis } from '@portico/kit'
import { startRedisServer, type TestRedis } from '@portico/kit/testing'
import type { FastifyInstance, InjectOptions } from 'fastify'
import type { Redis } from 'ioredis'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type ApiDatabase, createDatabase } from '../db/createDatabase.js'
import { createProjectRepository } from '../projects/createProjectRepository.js'
import { openTestDatabase } from '../testing/openTestDatabase.js'
import { P1_QUERY, TEST_PROJECTS } from '../testing/startTestApi.js'
import { type CreateServerParameters, createServer, type RateLimitOptions } from './createServer.js'

const ORIGINS = `/projects/v1/origins?${P1_QUERY}`
const NO_LIMIT = { max: 1e9, windowMs: 60_000 }

let redis: TestRedis
let admin: Redis
/** The database of node 1 (it drops the test database on destroy) and node 2's own pool on it. */
let database1: ApiDatabase & { databaseUrl?: string }
let database2: ApiDatabase
const apps: FastifyInstance[] = []

beforeAll(async () => {
  redis = await startRedisServer()
  admin = await openRedis(redis.url, { name: 'the test' })
  database1 = await openTestDatabase('postgres')
  database2 = createDatabase({ databaseUrl: database1.databaseUrl })
  const projects = createProjectRepository(database1.db)
  for (const project of TEST_PROJECTS) await projects.create(project)
})
afterAll(async () => {
  admin?.disconnect()
  await redis?.stop()
  await database2?.destroy()
  await database1?.destroy()
})
beforeEach(async () => {
  await admin.flushdb()
})
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close()
})

async function node(database: ApiDatabase, options: Omit<CreateServerParameters, 'database'>) {
  const app = await createServer({ database, ...options })
  apps.push(app)
  return app
}

/** Each request's status and Retry-After, sent in turn to `nodes` (alternating). */
async function answers(nodes: FastifyInstance[], requests: InjectOptions[]) {
  const seen: { status: number; retryAfterS?: number; code?: string }[] = []
  for (const [i, request] of requests.entries()) {
    const answer = await nodes[i % nodes.length]!.inject(request)
    const retryAfter = answer.headers['retry-after']
    seen.push({
      status: answer.statusCode,
      ...(retryAfter === undefined
        ? {}
        : { retryAfterS: Number(retryAfter), code: answer.json().error.code }),
    })
  }
  return seen
}

describe('two API nodes on one database and one Redis: "every rate limit … is counted cluster-wide … with the same answers as on one node"', () => {
  const rows: {
    rule: string
    rateLimit: Partial<RateLimitOptions>
    requests: InjectOptions[]
    expected: number[]
  }[] = [
    {
      rule: 'per-IP limits: one client address, its requests spread over both nodes',
      rateLimit: { perIp: { max: 3, windowMs: 60_000 }, perProject: NO_LIMIT },
      requests: Array.from({ length: 6 }, () => ({ url: ORIGINS, remoteAddress: '198.51.100.7' })),
      expected: [200, 200, 200, 429, 429, 429],
    },
    {
      rule: 'per-IP limits: an IPv6 client by its /64, whichever node it reaches',
      rateLimit: { perIp: { max: 2, windowMs: 60_000 }, perProject: NO_LIMIT },
      requests: ['2001:db8:1:2::1', '2001:db8:1:2::2', '2001:db8:1:2::3', '2001:db8:1:3::1'].map(
        (remoteAddress) => ({ url: ORIGINS, remoteAddress }),
      ),
      expected: [200, 200, 429, 200],
    },
    {
      rule: 'per-project limits: strangers from many addresses share the project bucket',
      rateLimit: { perIp: NO_LIMIT, perProject: { max: 4, windowMs: 120_000 } },
      requests: Array.from({ length: 7 }, (_, i) => ({
        url: ORIGINS,
        remoteAddress: `203.0.113.${i}`,
      })),
      expected: [200, 200, 200, 200, 429, 429, 429],
    },
  ]

  it.each(rows)('$rule', async ({ rateLimit, requests, expected }) => {
    const oneNode = [await node(database1, { rateLimit })]
    const single = await answers(oneNode, requests)
    await admin.flushdb()
    const twoNodes = [
      await node(database1, { rateLimit, redisUrl: redis.url }),
      await node(database2, { rateLimit, redisUrl: redis.url }),
    ]
    const cluster = await answers(twoNodes, requests)
    expect(single.map((answer) => answer.status)).toEqual(expected)
    expect(cluster.map((answer) => answer.status)).toEqual(expected)
    for (const [i, answer] of cluster.entries()) {
      if (answer.status !== 429) continue
      expect(answer.code).toBe('RATE_LIMITED')
      expect(Math.abs(answer.retryAfterS! - single[i]!.retryAfterS!)).toBeLessThanOrEqual(1)
    }
  })

  it('Redis stops answering: the API keeps serving and each node counts its per-IP limit alone (as without REDIS_URL)', async () => {
    const ownRedis = await startRedisServer()
    try {
      const rateLimit = { perIp: { max: 2, windowMs: 60_000 }, perProject: NO_LIMIT }
      const nodes = [
        await node(database1, { rateLimit, redisUrl: ownRedis.url }),
        await node(database2, { rateLimit, redisUrl: ownRedis.url }),
      ]
      await ownRedis.stop()
      const from = { url: ORIGINS, remoteAddress: '198.51.100.9' }
      const statuses = (await answers(nodes, Array(6).fill(from))).map((answer) => answer.status)
      expect(statuses).toEqual([200, 200, 200, 200, 429, 429])
    } finally {
      await ownRedis.stop()
    }
  })
})

describe('two API nodes: "caches that must agree across nodes (projects, allowed origins) are invalidated within their stated time on every node"', () => {
  it('an origin added to a project through the repository (the projects CLI) is admitted by both nodes within projectCacheTtlMs', async () => {
    const projectCacheTtlMs = 500
    const nodes = [
      await node(database1, { projectCacheTtlMs }),
      await node(database2, { projectCacheTtlMs }),
    ]
    const origin = 'https://late.example.org'
    const ask = (app: FastifyInstance) =>
      app.inject({ url: ORIGINS, remoteAddress: '192.0.2.1', headers: { origin } })
    // Both nodes hold p1 without the origin in their caches.
    for (const app of nodes) expect((await ask(app)).statusCode).toBe(403)
    const projects = createProjectRepository(database1.db)
    const before = (await projects.get('p1'))!
    await projects.update('p1', { allowedOrigins: [...before.allowedOrigins, origin] })
    const changedAt = Date.now()
    try {
      for (const app of nodes) while ((await ask(app)).statusCode !== 200) await pause(20)
      // Loosely: well under the default 5 s, so the configured TTL is what expired the entries.
      expect(Date.now() - changedAt).toBeLessThan(projectCacheTtlMs + 3_500)
    } finally {
      await projects.update('p1', { allowedOrigins: before.allowedOrigins })
    }
  })
})

function pause(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms))
}
