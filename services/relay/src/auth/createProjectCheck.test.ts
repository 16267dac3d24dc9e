import { createServer, type Server } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createProjectCheck } from './createProjectCheck.js'

// A stand-in for the API's GET /projects/v1/origins that counts its calls (the relay's tests
// against the real API are in projectCheck.test.ts; this one checks the cache's arithmetic).
let server: Server
let apiUrl: string
const calls: string[] = []
const serviceTokens: (string | undefined)[] = []
beforeAll(async () => {
  server = createServer((request, response) => {
    const id = new URL(request.url ?? '/', 'http://x').searchParams.get('projectId') ?? ''
    calls.push(id)
    serviceTokens.push(request.headers['x-portico-service-token'] as string | undefined)
    setTimeout(() => {
      response.writeHead(id === 'known' ? 200 : id === 'broken' ? 500 : 401)
      // As the API answers: a 401 names why (an unknown project, or a refused service token).
      const code = id === 'badtoken' ? 'INVALID_SERVICE_TOKEN' : 'INVALID_PROJECT_ID'
      response.end(id === 'known' ? '{"allowedOrigins":[]}' : JSON.stringify({ error: { code } }))
    }, 20)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  const address = server.address()
  apiUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('createProjectCheck', () => {
  it('200 is a project, 401 is none, anything else is "unavailable" (not cached)', async () => {
    let now = 0
    const check = createProjectCheck({
      apiUrl,
      knownTtlMs: 60_000,
      unknownTtlMs: 10_000,
      now: () => now,
    })
    calls.length = 0
    expect(await check('known')).toBe('known')
    expect(await check('stranger')).toBe('unknown')
    expect(await check('broken')).toBe('unavailable')
    expect(await check('broken')).toBe('unavailable')
    expect(calls).toEqual(['known', 'stranger', 'broken', 'broken'])

    // Known: 60 s; unknown: 10 s.
    now = 9_999
    await check('known')
    await check('stranger')
    expect(calls).toHaveLength(4)
    now = 10_000
    await check('known')
    await check('stranger')
    expect(calls).toEqual(['known', 'stranger', 'broken', 'broken', 'stranger'])
    now = 60_000
    await check('known')
    expect(calls.at(-1)).toBe('known')
  })

  it('a 401 for a refused service token is "unavailable", not an unknown project (nothing cached)', async () => {
    const check = createProjectCheck({
      apiUrl,
      knownTtlMs: 60_000,
      unknownTtlMs: 60_000,
      now: () => 0,
    })
    calls.length = 0
    expect(await check('badtoken')).toBe('unavailable')
    expect(await check('badtoken')).toBe('unavailable')
    expect(calls).toEqual(['badtoken', 'badtoken'])
  })

  it('one request per id in flight, however many connections wait', async () => {
    const check = createProjectCheck({ apiUrl, knownTtlMs: 1, unknownTtlMs: 1, now: () => 0 })
    calls.length = 0
    const results = await Promise.all(Array.from({ length: 50 }, () => check('known')))
    expect(new Set(results)).toEqual(new Set(['known']))
    expect(calls).toEqual(['known'])
  })

  it('sends the service token as x-portico-service-token when configured, nothing otherwise', async () => {
    serviceTokens.length = 0
    const withToken = createProjectCheck({
      apiUrl,
      knownTtlMs: 1,
      unknownTtlMs: 1,
      now: () => 0,
      serviceToken: 's3cret-service-token',
    })
    expect(await withToken('known')).toBe('known')
    const without = createProjectCheck({ apiUrl, knownTtlMs: 1, unknownTtlMs: 1, now: () => 0 })
    expect(await without('known')).toBe('known')
    expect(serviceTokens).toEqual(['s3cret-service-token', undefined])
  })

  it.each([
    ['', 'empty'],
    ['x'.repeat(129), 'too long'],
    ['a\0b', 'NUL'],
  ])('an id the API cannot hold (%#, %s) is unknown without asking', async (id) => {
    const check = createProjectCheck({ apiUrl, knownTtlMs: 1, unknownTtlMs: 1, now: () => 0 })
    calls.length = 0
    expect(await check(id)).toBe('unknown')
    expect(calls).toEqual([])
  })
})
