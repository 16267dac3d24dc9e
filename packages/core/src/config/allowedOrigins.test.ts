// fetchAllowedOrigins and checkOrigin against a real HTTP server on 127.0.0.1.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { createHttpClient } from '../http/createHttpClient.js'
import { HttpRequestError, HttpStatusError } from '../http/errors.js'
import { jsonAnswer, startJsonTestServer, type TestAnswer } from '../testing/index.js'
import { checkOrigin } from './checkOrigin.js'
import { AllowedOriginsFetchError } from './errors.js'
import { fetchAllowedOrigins } from './fetchAllowedOrigins.js'
import { DEFAULT_SOCIALS } from './options.js'

const json = jsonAnswer

let server: Awaited<ReturnType<typeof startJsonTestServer>>
let answer: TestAnswer
let requests: string[] = []
let client: ReturnType<typeof createHttpClient>
let unreachable: ReturnType<typeof createHttpClient>

beforeAll(async () => {
  server = await startJsonTestServer(
    () => answer,
    (url) => requests.push(url),
  )
  client = server.client
  unreachable = server.unreachable
})
afterAll(() => server.close())
beforeEach(() => {
  requests = []
  answer = json(200, { allowedOrigins: [] })
})

describe('fetchAllowedOrigins — spec §7 "/projects/v1/origins (allowedOrigins)"', () => {
  it('GET /projects/v1/origins with projectId, st and sv', async () => {
    await fetchAllowedOrigins({ client, projectId: 'p1' })
    expect(requests).toEqual(['/projects/v1/origins?projectId=p1&st=portico&sv=js-0.1.0'])
  })

  it.each<[string, unknown, string[]]>([
    [
      'the list',
      ['https://a.example', 'https://*.b.example'],
      ['https://a.example', 'https://*.b.example'],
    ],
    [
      'non-string entries are dropped',
      ['https://a.example', 7, null, { o: 1 }],
      ['https://a.example'],
    ],
    ['an empty list', [], []],
  ])('HTTP 200: %s', async (_case, allowedOrigins, expected) => {
    answer = json(200, { allowedOrigins })
    expect(await fetchAllowedOrigins({ client, projectId: 'p1' })).toEqual({
      allowedOrigins: expected,
      fallback: false,
      error: undefined,
    })
  })

  it.each<[string, TestAnswer, 'RATE_LIMITED' | 'SERVER_ERROR', string]>([
    ['§8 "HTTP 429 becomes RATE_LIMITED"', json(429, {}), 'RATE_LIMITED', 'Rate Limited'],
    ['§8 "5xx becomes SERVER_ERROR" — 500', json(500, {}), 'SERVER_ERROR', 'Server Error'],
    [
      '§8 "5xx becomes SERVER_ERROR" — 502',
      { status: 502, body: 'bad gateway' },
      'SERVER_ERROR',
      'Server Error',
    ],
    ['§8 "5xx becomes SERVER_ERROR" — 503', json(503, {}), 'SERVER_ERROR', 'Server Error'],
    ['§8 "5xx becomes SERVER_ERROR" — 599', json(599, {}), 'SERVER_ERROR', 'Server Error'],
  ])('%s', async (_rule, reply, code, title) => {
    answer = reply
    const error = await fetchAllowedOrigins({ client, projectId: 'p1' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(AllowedOriginsFetchError)
    expect((error as AllowedOriginsFetchError).code).toBe(code)
    expect((error as AllowedOriginsFetchError).shortMessage).toBe(title)
    expect((error as AllowedOriginsFetchError).cause).toBeInstanceOf(HttpStatusError)
  })

  it.each<[string, TestAnswer | 'unreachable', unknown]>([
    ['HTTP 404', json(404, {}), HttpStatusError],
    ['HTTP 400', json(400, {}), HttpStatusError],
    ['HTTP 401', json(401, {}), HttpStatusError],
    ['HTTP 403', json(403, {}), HttpStatusError],
    ['an unreachable API', 'unreachable', HttpRequestError],
    ['garbage (not JSON)', { status: 200, body: '<html>' }, TypeError],
    ['an answer without allowedOrigins', json(200, {}), TypeError],
    ['allowedOrigins not a list', json(200, { allowedOrigins: 'https://a.example' }), TypeError],
    ['null', json(200, null), TypeError],
  ])(
    '§8 "otherwise an empty list": %s (marked as the fallback)',
    async (_case, reply, errorClass) => {
      if (reply !== 'unreachable') answer = reply
      const result = await fetchAllowedOrigins({
        client: reply === 'unreachable' ? unreachable : client,
        projectId: 'p1',
      })
      expect([result.allowedOrigins, result.fallback]).toEqual([[], true])
      expect(result.error).toBeInstanceOf(errorClass as never)
    },
  )
})

describe('checkOrigin — spec §5 "the current origin must be allowed when email or social login is on"', () => {
  const emailOn = { email: true, socials: false } as const
  const origin = 'https://app.example.com'

  it.each<[string, TestAnswer, { code: string; title: string } | undefined]>([
    ['listed exactly: no alert', json(200, { allowedOrigins: [origin] }), undefined],
    [
      'matched by a wildcard: no alert',
      json(200, { allowedOrigins: ['https://*.example.com'] }),
      undefined,
    ],
    [
      'not listed: §8 alert "Origin Not Allowed"',
      json(200, { allowedOrigins: ['https://example.com'] }),
      { code: 'ORIGIN_NOT_ALLOWED', title: 'Origin Not Allowed' },
    ],
    [
      'a lookalike listed: "Origin Not Allowed"',
      json(200, { allowedOrigins: ['https://*.app.example.com'] }),
      { code: 'ORIGIN_NOT_ALLOWED', title: 'Origin Not Allowed' },
    ],
    [
      'HTTP 404 (empty list): "Origin Not Allowed"',
      json(404, {}),
      { code: 'ORIGIN_NOT_ALLOWED', title: 'Origin Not Allowed' },
    ],
    [
      'garbage (empty list): "Origin Not Allowed"',
      { status: 200, body: 'garbage' },
      { code: 'ORIGIN_NOT_ALLOWED', title: 'Origin Not Allowed' },
    ],
    [
      'HTTP 429: §8 alert "Rate Limited"',
      json(429, {}),
      { code: 'RATE_LIMITED', title: 'Rate Limited' },
    ],
    [
      'HTTP 500: §8 alert "Server Error"',
      json(500, {}),
      { code: 'SERVER_ERROR', title: 'Server Error' },
    ],
    [
      'HTTP 503: §8 alert "Server Error"',
      json(503, {}),
      { code: 'SERVER_ERROR', title: 'Server Error' },
    ],
  ])('email on — %s', async (_rule, reply, expected) => {
    answer = reply
    const alert = await checkOrigin({ client, projectId: 'p1', features: emailOn, origin })
    if (expected) expect(alert).toMatchObject(expected)
    else expect(alert).toBeUndefined()
  })

  it('social login on (email off) is checked too', async () => {
    answer = json(200, { allowedOrigins: [] })
    const alert = await checkOrigin({
      client,
      projectId: 'p1',
      features: { email: false, socials: DEFAULT_SOCIALS },
      origin,
    })
    expect(alert?.code).toBe('ORIGIN_NOT_ALLOWED')
  })

  it('the messages say what to do, and whether the list could be loaded', async () => {
    answer = json(200, { allowedOrigins: [] })
    const listed = await checkOrigin({ client, projectId: 'p1', features: emailOn, origin })
    answer = json(404, {})
    const fallback = await checkOrigin({ client, projectId: 'p1', features: emailOn, origin })
    answer = json(429, {})
    const limited = await checkOrigin({ client, projectId: 'p1', features: emailOn, origin })
    answer = json(500, {})
    const failed = await checkOrigin({ client, projectId: 'p1', features: emailOn, origin })
    expect([
      listed?.message,
      fallback?.message,
      limited?.message,
      failed?.message,
    ]).toMatchInlineSnapshot(`
      [
        "https://app.example.com is not an allowed origin of this project. Add it to the project's allowed origins to use email or social login.",
        "The allowed origins of this project could not be loaded, so https://app.example.com cannot use email or social login.",
        "The server received too many requests. Wait a moment and try again.",
        "The app's configuration could not be loaded from the server. Please try again later.",
      ]
    `)
  })

  it.each([
    [
      '"when email or social login is on" — both off: nothing checked, nothing fetched',
      'p1',
      { email: false, socials: false },
    ],
    ['no project id: its own alert comes first, nothing fetched', '', emailOn],
  ] as const)('%s', async (_rule, projectId, features) => {
    answer = json(200, { allowedOrigins: [] })
    expect(await checkOrigin({ client, projectId, features, origin })).toBeUndefined()
    expect(requests).toEqual([])
  })

  it('an unreachable API: "Origin Not Allowed" (the empty list), never a rejection', async () => {
    const alert = await checkOrigin({
      client: unreachable,
      projectId: 'p1',
      features: emailOn,
      origin,
    })
    expect(alert?.code).toBe('ORIGIN_NOT_ALLOWED')
  })
})
