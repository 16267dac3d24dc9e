// fetchAnalyticsConfig against a real HTTP server on 127.0.0.1, and createAnalytics reading the
// project's switch it returns.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { HttpRequestError, HttpStatusError } from '../../http/errors.js'
import { jsonAnswer, startJsonTestServer, type TestAnswer } from '../../testing/index.js'
import { createAnalytics } from './createAnalytics.js'
import { InvalidAnalyticsConfigError } from './errors.js'
import { fetchAnalyticsConfig } from './fetchAnalyticsConfig.js'

let server: Awaited<ReturnType<typeof startJsonTestServer>>
let answer: TestAnswer
let requests: string[] = []

beforeAll(async () => {
  server = await startJsonTestServer(
    () => answer,
    (url) => requests.push(url),
  )
})
afterAll(() => server.close())
beforeEach(() => {
  requests = []
  answer = jsonAnswer(200, { isAnalyticsEnabled: true })
})

describe('fetchAnalyticsConfig — spec §7 "/getAnalyticsConfig (isAnalyticsEnabled)"', () => {
  it('GET /getAnalyticsConfig with projectId, st and sv', async () => {
    await fetchAnalyticsConfig({ client: server.client, projectId: 'p1' })
    expect(requests).toEqual(['/getAnalyticsConfig?projectId=p1&st=portico&sv=js-0.1.0'])
  })

  it.each([true, false])('isAnalyticsEnabled: %s', async (enabled) => {
    answer = jsonAnswer(200, { isAnalyticsEnabled: enabled })
    expect(await fetchAnalyticsConfig({ client: server.client, projectId: 'p1' })).toBe(enabled)
  })

  it.each([
    ['no field', {}],
    ['a string', { isAnalyticsEnabled: 'false' }],
    ['null', null],
    ['a list', [true]],
  ])('an answer with %s: InvalidAnalyticsConfigError', async (_case, body) => {
    answer = jsonAnswer(200, body)
    await expect(fetchAnalyticsConfig({ client: server.client, projectId: 'p1' })).rejects.toThrow(
      InvalidAnalyticsConfigError,
    )
  })

  it("HTTP failures reject with the client's errors", async () => {
    answer = jsonAnswer(403, { error: { code: 'INVALID_PROJECT_ID', message: 'x' } })
    await expect(fetchAnalyticsConfig({ client: server.client, projectId: 'p1' })).rejects.toThrow(
      HttpStatusError,
    )
    await expect(
      fetchAnalyticsConfig({ client: server.unreachable, projectId: 'p1' }),
    ).rejects.toThrow(HttpRequestError)
  })
})

describe('createAnalytics with the project\'s switch — spec §7 "Nothing is sent when disabled"', () => {
  /** Analytics against the test server; its switch is what the test passes. */
  function analyticsOf(remoteEnabled: Promise<boolean>) {
    return createAnalytics({
      baseUrl: server.client.baseUrl,
      projectId: 'p1',
      enabled: true,
      remoteEnabled,
      getLocation: () => ({ href: 'https://dapp.example/', hostname: 'dapp.example' }),
    })
  }

  it.each([
    [
      'isAnalyticsEnabled: false',
      jsonAnswer(200, { isAnalyticsEnabled: false }),
      'project-disabled',
    ],
    ['an answer of the wrong shape', jsonAnswer(200, {}), 'project-disabled'],
    ['an HTTP error', jsonAnswer(500, { error: { code: 'X', message: 'x' } }), 'project-disabled'],
  ])('%s: nothing is sent', async (_case, config, reason) => {
    answer = config
    const analytics = analyticsOf(fetchAnalyticsConfig({ client: server.client, projectId: 'p1' }))
    expect(await analytics.send({ type: 'track', event: 'MODAL_OPEN' })).toEqual({
      status: 'skipped',
      reason,
    })
    expect(await analytics.reportError(new Error('x'), 'ERROR')).toEqual({
      status: 'skipped',
      reason,
    })
    expect(requests.filter((url) => url.startsWith('/e'))).toEqual([])
  })

  it('isAnalyticsEnabled: true: events are sent', async () => {
    const config = fetchAnalyticsConfig({ client: server.client, projectId: 'p1' })
    const analytics = analyticsOf(config)
    await config
    answer = jsonAnswer(200, {})
    expect(await analytics.send({ type: 'track', event: 'MODAL_OPEN' })).toEqual({ status: 'sent' })
    expect(requests.filter((url) => url.startsWith('/e?'))).toHaveLength(1)
  })

  it('events before the answer wait for it, and are sent in order when it says on', async () => {
    let answerSwitch: (value: boolean) => void = () => {}
    const analytics = analyticsOf(new Promise((resolve) => (answerSwitch = resolve)))
    answer = jsonAnswer(200, {})
    const pending = [
      analytics.send({ type: 'track', event: 'MODAL_OPEN' }),
      analytics.send({ type: 'track', event: 'MODAL_CLOSE' }),
    ]
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(requests).toEqual([])
    answerSwitch(true)
    expect(await Promise.all(pending)).toEqual([{ status: 'sent' }, { status: 'sent' }])
  })
})
