import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  ANALYTICS_MAX_EVENTS,
  ANALYTICS_WINDOW_MS,
  SDK_TYPE,
  SDK_VERSION,
} from '../../constants.js'
import { ALERTS } from '../../errors/alerts.js'
import { HttpRequestError, HttpStatusError } from '../../http/errors.js'
import { ConnectionRejectedError } from '../connect/errors.js'
import { type CreateAnalyticsParameters, createAnalytics } from './createAnalytics.js'

type Received = { method: string; path: string; query: Record<string, string>; body: unknown }

let server: Server
let baseUrl: string
let received: Received[] = []
/** What the server answers next: a status, or 'hang' to never answer. */
let answer: number | 'hang' = 204

async function read(request: IncomingMessage) {
  let body = ''
  for await (const chunk of request) body += chunk
  return body
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://x')
    received.push({
      method: request.method ?? '',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body: JSON.parse(await read(request)),
    })
    if (answer === 'hang') return
    response.writeHead(answer, { 'content-type': 'application/json' })
    response.end(
      answer >= 400 ? JSON.stringify({ error: { code: 'FORBIDDEN', message: 'Forbidden' } }) : '',
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
})

afterAll(
  () =>
    new Promise((resolve) => {
      server.closeAllConnections()
      server.close(resolve)
    }),
)

beforeEach(() => {
  received = []
  answer = 204
})

let time = 1_700_000_000_000
const location = { href: 'https://dapp.example/swap?x=1', hostname: 'dapp.example' }

function analytics(parameters: Partial<CreateAnalyticsParameters> = {}) {
  return createAnalytics({
    baseUrl,
    projectId: 'project-1',
    enabled: true,
    now: () => time,
    getLocation: () => location,
    ...parameters,
  })
}

describe('createAnalytics — spec §7 "Analytics and error reporting"', () => {
  it('"POST /e with query projectId, st, sv; body eventId, url, domain, timestamp, props"', async () => {
    const result = await analytics().send({ type: 'track', event: 'MODAL_OPEN' })
    expect(result).toEqual({ status: 'sent' })
    expect(received).toHaveLength(1)
    const [request] = received
    expect(request).toMatchObject({
      method: 'POST',
      path: '/e',
      query: { projectId: 'project-1', st: SDK_TYPE, sv: SDK_VERSION },
    })
    expect(request?.body).toEqual({
      eventId: expect.stringMatching(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      ),
      // Without the query and fragment, where login codes and tokens travel.
      url: 'https://dapp.example/swap',
      domain: 'dapp.example',
      timestamp: time,
      props: { type: 'track', event: 'MODAL_OPEN' },
    })
  })

  it.each([
    'MODAL_OPEN',
    'MODAL_CLOSE',
    'CONNECT_SUCCESS',
    'SOCIAL_LOGIN_STARTED',
    'SOCIAL_LOGIN_SUCCESS',
  ])(
    '"Events include MODAL_OPEN, MODAL_CLOSE, CONNECT_SUCCESS, SOCIAL_LOGIN_*": %s',
    async (event) => {
      await analytics().send({ type: 'track', event })
      expect(received.map((r) => (r.body as { props: unknown }).props)).toEqual([
        { type: 'track', event },
      ])
    },
  )

  it.each([
    [
      'a Portico error: its short message',
      new ConnectionRejectedError({ details: 'wallet said no' }),
      { errorType: 'ConnectionRejectedError', errorMessage: 'Connection rejected' },
    ],
    [
      'an Error',
      new TypeError('x is not a function'),
      { errorType: 'TypeError', errorMessage: 'x is not a function' },
    ],
  ])(
    '"props (type, event, errorType, errorMessage, stackTrace)" of %s',
    async (_case, error, props) => {
      await analytics().reportError(error, 'CONNECT_ERROR')
      const body = received[0]!.body as { props: Record<string, unknown> }
      expect(body.props).toEqual({
        type: 'error',
        event: 'CONNECT_ERROR',
        ...props,
        // The frames: the header line would repeat the message with its details.
        stackTrace: error.stack?.slice(`${error.name}: ${error.message}`.length).trim(),
      })
      expect(body.props.stackTrace).toMatch(/^at /)
    },
  )

  it('a thrown non-error is reported by its type and text', async () => {
    await analytics().reportError('boom', 'ERROR')
    expect((received[0]!.body as { props: unknown }).props).toEqual({
      type: 'error',
      event: 'ERROR',
      errorType: 'string',
      errorMessage: 'boom',
    })
  })

  it('each event has its own eventId', async () => {
    const instance = analytics()
    await instance.send({ type: 'track', event: 'MODAL_OPEN' })
    await instance.send({ type: 'track', event: 'MODAL_CLOSE' })
    const [a, b] = received.map((r) => (r.body as { eventId: string }).eventId)
    expect(a).not.toBe(b)
  })

  it.each([
    ['enabled: false', false],
    ['enabled: () => false (e.g. the remote isAnalyticsEnabled)', () => false],
  ])('"Nothing is sent when disabled": %s', async (_case, enabled) => {
    const instance = analytics({ enabled })
    expect(await instance.send({ type: 'track', event: 'MODAL_OPEN' })).toEqual({
      status: 'skipped',
      reason: 'disabled',
    })
    expect(await instance.reportError(new Error('x'), 'ERROR')).toMatchObject({ status: 'skipped' })
    expect(received).toEqual([])
  })

  it('reads enabled before each event', async () => {
    let enabled = false
    const instance = analytics({ enabled: () => enabled })
    await instance.send({ type: 'track', event: 'MODAL_OPEN' })
    enabled = true
    await instance.send({ type: 'track', event: 'MODAL_CLOSE' })
    expect(received.map((r) => (r.body as { props: { event: string } }).props.event)).toEqual([
      'MODAL_CLOSE',
    ])
  })

  it(`"at most 5 events per 60 s" (ANALYTICS_MAX_EVENTS ${ANALYTICS_MAX_EVENTS} per ANALYTICS_WINDOW_MS ${ANALYTICS_WINDOW_MS}, sliding)`, async () => {
    const instance = analytics()
    const start = time
    const results = await Promise.all(
      Array.from({ length: 7 }, () => instance.send({ type: 'track', event: 'MODAL_OPEN' })),
    )
    expect(results.map((r) => r.status)).toEqual([
      'sent',
      'sent',
      'sent',
      'sent',
      'sent',
      'skipped',
      'skipped',
    ])
    expect(results[5]).toEqual({ status: 'skipped', reason: 'rate-limited' })
    expect(received).toHaveLength(ANALYTICS_MAX_EVENTS)
    time = start + ANALYTICS_WINDOW_MS - 1
    expect(await instance.send({ type: 'track', event: 'MODAL_OPEN' })).toMatchObject({
      status: 'skipped',
    })
    time = start + ANALYTICS_WINDOW_MS
    expect(await instance.send({ type: 'track', event: 'MODAL_OPEN' })).toEqual({ status: 'sent' })
    expect(received).toHaveLength(ANALYTICS_MAX_EVENTS + 1)
    time = start
  })

  it('each instance has its own cap', async () => {
    const a = analytics()
    for (let i = 0; i < ANALYTICS_MAX_EVENTS; i++)
      await a.send({ type: 'track', event: 'MODAL_OPEN' })
    expect(await a.send({ type: 'track', event: 'MODAL_OPEN' })).toMatchObject({
      status: 'skipped',
    })
    expect(await analytics().send({ type: 'track', event: 'MODAL_OPEN' })).toEqual({
      status: 'sent',
    })
  })
})

describe('createAnalytics — spec §8 "Analytics 403 shows \'Invalid App Configuration\' once"', () => {
  it('a 403 alerts once and stops sending, for this instance only', async () => {
    answer = 403
    const onAlert = vi.fn()
    const instance = analytics({ onAlert })
    const first = await instance.send({ type: 'track', event: 'MODAL_OPEN' })
    expect(first).toMatchObject({ status: 'failed' })
    expect(first.status === 'failed' && first.error).toBeInstanceOf(HttpStatusError)
    expect(onAlert).toHaveBeenCalledExactlyOnceWith(ALERTS.INVALID_APP_CONFIGURATION)
    expect(onAlert.mock.calls[0]?.[0].title).toBe('Invalid App Configuration')

    answer = 204
    expect(await instance.send({ type: 'track', event: 'MODAL_CLOSE' })).toEqual({
      status: 'skipped',
      reason: 'blocked',
    })
    expect(received).toHaveLength(1)
    expect(onAlert).toHaveBeenCalledOnce()

    const other = analytics({ onAlert })
    expect(await other.send({ type: 'track', event: 'MODAL_OPEN' })).toEqual({ status: 'sent' })
  })

  it('several events in flight answered 403: still one alert', async () => {
    answer = 403
    const onAlert = vi.fn()
    const instance = analytics({ onAlert })
    const results = await Promise.all(
      [1, 2, 3].map(() => instance.send({ type: 'track', event: 'MODAL_OPEN' })),
    )
    expect(results.map((r) => r.status)).toEqual(['failed', 'failed', 'failed'])
    expect(onAlert).toHaveBeenCalledOnce()
  })

  it('without onAlert a 403 still stops sending', async () => {
    answer = 403
    const instance = analytics()
    await instance.send({ type: 'track', event: 'MODAL_OPEN' })
    expect(await instance.send({ type: 'track', event: 'MODAL_OPEN' })).toMatchObject({
      reason: 'blocked',
    })
  })
})

describe('createAnalytics — failures never break the widget, and are never called a success', () => {
  it.each([500, 429, 404])('HTTP %i: failed, no alert, later events still sent', async (status) => {
    answer = status
    const onAlert = vi.fn()
    const instance = analytics({ onAlert })
    const result = await instance.send({ type: 'track', event: 'MODAL_OPEN' })
    expect(result).toMatchObject({ status: 'failed', error: { status } })
    expect(onAlert).not.toHaveBeenCalled()
    answer = 204
    expect(await instance.send({ type: 'track', event: 'MODAL_OPEN' })).toEqual({ status: 'sent' })
  })

  it("a server that cannot be reached: failed with 'HTTP request failed.'", async () => {
    const result = await analytics({ baseUrl: 'http://127.0.0.1:9/' }).send({
      type: 'track',
      event: 'MODAL_OPEN',
    })
    expect(result.status).toBe('failed')
    expect(result.status === 'failed' && result.error).toBeInstanceOf(HttpRequestError)
  })

  it('a fetch that throws something odd: failed, wrapped', async () => {
    const result = await analytics({
      fetch: () => {
        throw 'no network'
      },
    }).send({ type: 'track', event: 'MODAL_OPEN' })
    expect(result).toMatchObject({ status: 'failed' })
    expect(result.status === 'failed' && result.error.shortMessage).toBe('HTTP request failed.')
  })

  it('an injected part that throws: failed, not thrown', async () => {
    const result = await analytics({
      randomUUID: () => {
        throw new Error('no crypto')
      },
    }).send({ type: 'track', event: 'MODAL_OPEN' })
    expect(result.status === 'failed' && result.error).toBeInstanceOf(HttpRequestError)
    expect(received).toEqual([])
  })
})

describe('createAnalytics — defaults', () => {
  afterEach(() => void vi.unstubAllGlobals())

  it('reads the page from globalThis.location, and sends url and domain empty outside a browser', async () => {
    const base = { baseUrl, projectId: 'p', enabled: true } as const
    await createAnalytics(base).send({ type: 'track', event: 'MODAL_OPEN' })
    vi.stubGlobal('location', { href: 'http://localhost:5173/', hostname: 'localhost' })
    await createAnalytics(base).send({ type: 'track', event: 'MODAL_OPEN' })
    expect(received.map((r) => r.body)).toMatchObject([
      { url: '', domain: '' },
      { url: 'http://localhost:5173/', domain: 'localhost' },
    ])
    const timestamp = (received[1]!.body as { timestamp: number }).timestamp
    expect(Math.abs(timestamp - Date.now())).toBeLessThan(5_000)
  })
})
