/**
 * "/ready (dependencies reachable: database, Redis, …)" (issue 20) against the real things: a
 * PostgreSQL server and a redis-server of the test, stopped under a running node.
 */
import Fastify from 'fastify'
import { Redis } from 'ioredis'
import { describe, expect, it } from 'vitest'
import { createDatabase } from '../database/createDatabase.js'
import { startPostgres } from '../testing/startPostgres.js'
import { startRedisServer } from '../testing/startRedisServer.js'
import { cachedAnswer } from './cachedAnswer.js'
import { databaseCheck } from './databaseAnswers.js'
import type { ReadinessCheck } from './readinessReport.js'
import { redisAnswers } from './redisAnswers.js'
import { serveHealth } from './serveHealth.js'

async function ready(checks: Record<string, ReadinessCheck>, draining = false) {
  const app = Fastify()
  serveHealth(app, { checks })
  if (draining) app.markDraining()
  const response = await app.inject({ url: '/ready' })
  const health = await app.inject({ url: '/health' })
  await app.close()
  return { status: response.statusCode, body: response.json(), health: health.statusCode }
}

const up: ReadinessCheck = { required: true, answers: async () => true }
const downRequired: ReadinessCheck = { required: true, answers: async () => false }
const downReported: ReadinessCheck = { required: false, answers: async () => false }
const throwing: ReadinessCheck = {
  required: true,
  answers: async () => {
    throw new Error('boom')
  },
}

describe('the /ready rule', () => {
  it.each([
    ['every dependency up: ready', { database: up }, false, 200, 'ready'],
    [
      'a required one down: not ready',
      { database: downRequired, redis: up },
      false,
      503,
      'not ready',
    ],
    ['a reported one down: still ready', { database: up, smtp: downReported }, false, 200, 'ready'],
    ['a check that throws counts as down', { database: throwing }, false, 503, 'not ready'],
    ['draining, all up: 503 draining', { database: up }, true, 503, 'draining'],
  ] as const)('%s', async (_rule, checks, draining, status, verdict) => {
    const answer = await ready(checks, draining)
    expect([answer.status, answer.body.status]).toEqual([status, verdict])
    // /health says the process is alive, whatever its dependencies.
    expect(answer.health).toBe(200)
  })
})

describe('"/ready (dependencies reachable: database, Redis …)" on real servers', () => {
  it('PostgreSQL: ok, then down once the server is stopped', async () => {
    const postgres = await startPostgres()
    const database = createDatabase({ databaseUrl: postgres.url })
    const silent = Fastify().log
    let stopped = false
    try {
      const checks = { database: databaseCheck(database.db, silent) }
      expect((await ready(checks)).body).toEqual({ status: 'ready', checks: { database: 'ok' } })
      postgres.stop()
      stopped = true
      expect(await ready(checks)).toMatchObject({
        status: 503,
        body: { status: 'not ready', checks: { database: 'down' } },
      })
    } finally {
      await database.destroy().catch(() => {})
      if (!stopped) postgres.stop()
    }
  }, 60_000)

  it('Redis: PONG is ok, a stopped redis-server is down', async () => {
    const server = await startRedisServer()
    const redis = new Redis(server.url, { maxRetriesPerRequest: 0, lazyConnect: true })
    redis.on('error', () => {})
    try {
      const checks = { redis: { required: true, answers: () => redisAnswers(redis) } }
      expect((await ready(checks)).body).toEqual({ status: 'ready', checks: { redis: 'ok' } })
      await server.stop()
      expect(await ready(checks)).toMatchObject({
        status: 503,
        body: { status: 'not ready', checks: { redis: 'down' } },
      })
    } finally {
      redis.disconnect()
      await server.stop()
    }
  }, 60_000)
})

describe('cachedAnswer', () => {
  it('asks once per ttl (concurrent callers share the ask); past it, answers the known state at once and asks again in the background', async () => {
    let clock = 0
    let asked = 0
    let state = true
    const answers = cachedAnswer({
      ask: async () => {
        asked++
        return state
      },
      ttlMs: 10_000,
      timeoutMs: 1_000,
      now: () => clock,
    })
    expect(await Promise.all([answers(), answers()])).toEqual([true, true])
    state = false
    clock = 9_999
    expect([await answers(), asked]).toEqual([true, 1])
    clock = 10_000
    // Stale: the known answer now, the fresh one asked meanwhile and given from then on.
    expect(await answers()).toBe(true)
    expect(asked).toBe(2)
    let fresh = await answers()
    while (fresh) {
      await new Promise((resolve) => setImmediate(resolve))
      fresh = await answers()
    }
    expect(fresh).toBe(false)
  })

  it('an ask that outlasts the timeout is down', async () => {
    const never = cachedAnswer({ ask: () => new Promise(() => {}), ttlMs: 0, timeoutMs: 10 })
    expect(await never()).toBe(false)
  })
})
