/**
 * Issue 20, "Shared state across nodes": two secure-site nodes on one PostgreSQL database and one
 * Redis (REDIS_URL). Mail sends per address, code checks per IP and one code's wrong tries add up
 * across nodes as on one node; while Redis does not answer, the limited routes refuse (503)
 * rather than let tries through uncounted; a project's origins edit is seen by both nodes within
 * originsCacheTtlMs.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createDatabase, openRedis } from '@portico/kit'
import { startRedisServer, type TestRedis } from '@portico/kit/testing'
import type { FastifyInstance } from 'fastify'
import type { Redis } from 'ioredis'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { SecureRateLimits } from '../config/rateLimits.js'
import type { SecureDatabase } from '../db/schema.js'
import { createMailer } from '../mail/createMailer.js'
import { createTestDevice, type TestDevice } from '../testing/createTestDevice.js'
import { startTestSecure, TEST_FRAME_SCRIPT, type TestSecure } from '../testing/startTestSecure.js'
import { createSecureServer } from './createSecureServer.js'

const NO_LIMIT = { max: 1e6, windowMs: 600_000 }
const LOOSE: Partial<SecureRateLimits> = {
  mailPerEmail: NO_LIMIT,
  mailPerIp: NO_LIMIT,
  verifyPerIp: NO_LIMIT,
  verifyPerEmail: NO_LIMIT,
  authPerIp: NO_LIMIT,
  framePerIp: NO_LIMIT,
}

let redis: TestRedis
let admin: Redis
let frameDir: string
const cleanups: (() => Promise<unknown>)[] = []

beforeAll(async () => {
  redis = await startRedisServer()
  admin = await openRedis(redis.url, { name: 'the test' })
  frameDir = mkdtempSync(join(tmpdir(), 'portico-frame-'))
  writeFileSync(join(frameDir, 'frame.js'), TEST_FRAME_SCRIPT)
})
afterAll(async () => {
  admin?.disconnect()
  await redis?.stop()
  rmSync(frameDir, { recursive: true, force: true })
})
beforeEach(async () => {
  await admin.flushdb()
})
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

/** Node 1 (startTestSecure: its API, mail catcher and database) and node 2 on the same database. */
async function twoNodes(options: {
  redisUrl?: string
  rateLimits?: Partial<SecureRateLimits>
  originsCacheTtlMs?: number
}) {
  const rateLimits = { ...LOOSE, ...options.rateLimits }
  const node1: TestSecure = await startTestSecure({ engine: 'postgres', ...options, rateLimits })
  cleanups.push(() => node1.close())
  const { databaseUrl } = node1.database as { databaseUrl?: string }
  const database = createDatabase<SecureDatabase>({ databaseUrl })
  cleanups.push(() => database.destroy())
  const mailer = createMailer({
    smtpUrl: node1.mail.smtpUrl,
    from: 'Portico <no-reply@portico.test>',
  })
  cleanups.push(async () => mailer.close())
  const node2 = await createSecureServer({
    database,
    shareKey: node1.shareKey,
    publicUrl: node1.url,
    apiUrl: node1.apiUrl,
    mailer,
    frameDir,
    ...options,
    rateLimits,
  })
  cleanups.push(() => node2.close())
  /** A request as the frame makes it, to either node behind the one public origin. */
  async function call(
    app: FastifyInstance,
    method: 'GET' | 'POST',
    path: string,
    {
      body,
      device = createTestDevice(),
      remoteAddress = '198.51.100.20',
    }: {
      body?: unknown
      device?: TestDevice
      remoteAddress?: string
    } = {},
  ) {
    const answer = await app.inject({
      method,
      url: path,
      remoteAddress,
      headers: {
        origin: node1.url,
        dpop: device.proof({ method, url: `${node1.url}${path}` }),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    })
    return { status: answer.statusCode, headers: answer.headers, body: answer.json() }
  }
  return { node1, nodes: [node1.app, node2] as const, call }
}

describe('two secure nodes on one database and one Redis: "one-time code attempts, mail sends … counted cluster-wide, with the same answers as on one node"', () => {
  it('mail sends per email: starts alternating between the nodes meet one mailPerEmail limit', async () => {
    const { node1, nodes, call } = await twoNodes({
      redisUrl: redis.url,
      rateLimits: { mailPerEmail: { max: 3, windowMs: 600_000 } },
    })
    const email = 'mailed@example.com'
    const answers = []
    for (let i = 0; i < 5; i++)
      answers.push(
        await call(nodes[i % 2]!, 'POST', '/auth/v1/email/start', {
          body: { email, projectId: 'p1' },
          remoteAddress: `203.0.113.${i}`,
        }),
      )
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 429, 429])
    expect(answers[3]!.body.error.code).toBe('RATE_LIMITED')
    expect(Number(answers[3]!.headers['retry-after'])).toBeGreaterThan(590)
    const sent = () => node1.mail.store.list().filter((mail) => mail.to.includes(email)).length
    await node1.waitForMail(email)
    expect(sent()).toBe(3)
    // Counted under the address's hash: Redis never holds the addresses people sign in with.
    const keys = await admin.keys('portico:secure:rl:mailPerEmail:*')
    expect(keys).toHaveLength(1)
    expect(keys[0]).not.toContain('mailed')
  })

  it('code checks per IP: verifyPerIp is reached across both nodes as on one', async () => {
    const { nodes, call } = await twoNodes({
      redisUrl: redis.url,
      rateLimits: { verifyPerIp: { max: 3, windowMs: 600_000 } },
    })
    const statuses = []
    for (let i = 0; i < 5; i++)
      statuses.push(
        (
          await call(nodes[i % 2]!, 'POST', '/auth/v1/email/verify', {
            body: { email: `guess${i}@example.com`, otp: '123456' },
          })
        ).status,
      )
    // Refused by the limit before anything is looked up: 403 DEVICE_NOT_APPROVED until then.
    expect(statuses).toEqual([403, 403, 403, 429, 429])
  })

  it('one-time code attempts: wrong codes on node 1 and node 2 add up to the lock (counted in the shared database)', async () => {
    const { node1, nodes, call } = await twoNodes({ redisUrl: redis.url })
    const email = 'guessed@example.com'
    const device = createTestDevice()
    const since = Date.now()
    const started = await call(nodes[0], 'POST', '/auth/v1/email/start', {
      body: { email, projectId: 'p1' },
      device,
    })
    expect(started.body).toEqual({ action: 'VERIFY_DEVICE' })
    await node1.approveDeviceLink(email, since)
    const otp = await node1.readCode(email, since)
    const wrong = String((Number(otp) + 1) % 1_000_000).padStart(6, '0')
    const answers = []
    for (let i = 0; i < 5; i++) {
      const answer = await call(nodes[i % 2]!, 'POST', '/auth/v1/email/verify', {
        body: { email, otp: wrong },
        device,
      })
      answers.push([answer.body.error.code, answer.body.error.details?.attemptsLeft])
    }
    expect(answers).toEqual([
      ['INVALID_CODE', 4],
      ['INVALID_CODE', 3],
      ['INVALID_CODE', 2],
      ['INVALID_CODE', 1],
      ['CODE_LOCKED', undefined],
    ])
    // Locked on every node: the right code no longer opens a session anywhere.
    for (const app of nodes) {
      const right = await call(app, 'POST', '/auth/v1/email/verify', {
        body: { email, otp },
        device,
      })
      expect(right.body.error.code).toBe('CODE_LOCKED')
    }
  })

  it('Redis stops answering: "a security limit … must not silently allow unlimited tries" — 503 RATE_LIMIT_UNAVAILABLE, no mail sent', async () => {
    const ownRedis = await startRedisServer()
    cleanups.push(() => ownRedis.stop())
    const { node1, nodes, call } = await twoNodes({ redisUrl: ownRedis.url })
    await ownRedis.stop()
    const email = 'outage@example.com'
    for (const app of nodes) {
      const answer = await call(app, 'POST', '/auth/v1/email/start', {
        body: { email, projectId: 'p1' },
      })
      expect(answer.status).toBe(503)
      expect(answer.body.error.code).toBe('RATE_LIMIT_UNAVAILABLE')
      expect(answer.headers['retry-after']).toBe('1')
      const verify = await call(app, 'POST', '/auth/v1/email/verify', {
        body: { email, otp: '123456' },
      })
      expect(verify.body.error.code).toBe('RATE_LIMIT_UNAVAILABLE')
    }
    expect(node1.mail.store.list().filter((mail) => mail.to.includes(email))).toEqual([])
  })
})

describe('two secure nodes: "caches that must agree across nodes (projects, allowed origins) are invalidated within their stated time on every node"', () => {
  it("an origin added to a project is in both nodes' frame-ancestors within originsCacheTtlMs", async () => {
    const originsCacheTtlMs = 500
    const { node1, nodes } = await twoNodes({ originsCacheTtlMs })
    const origin = 'https://late.example.org'
    const ancestors = async (app: FastifyInstance) =>
      String((await app.inject({ url: '/frame?projectId=p1' })).headers['content-security-policy'])
    for (const app of nodes) expect(await ancestors(app)).not.toContain(origin)
    const projects = node1.projects!
    const before = (await projects.get('p1'))!
    await projects.update('p1', { allowedOrigins: [...before.allowedOrigins, origin] })
    const changedAt = Date.now()
    for (const app of nodes)
      while (!(await ancestors(app)).includes(origin)) await new Promise((r) => setTimeout(r, 20))
    // Loosely: far under the 60 s default, so the configured TTL is what expired the entries.
    expect(Date.now() - changedAt).toBeLessThan(originsCacheTtlMs + 5_000)
  })
})
