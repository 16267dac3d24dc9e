import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ENGINES } from '../testing/openTestDatabase.js'
import { P1_QUERY, startTestApi } from '../testing/startTestApi.js'

const EVENT = {
  eventId: '3b241101-e2bb-4255-8caf-4136c566a962',
  url: 'https://app.example.com/swap',
  domain: 'app.example.com',
  timestamp: 1_795_300_000_123,
  props: { type: 'error', event: 'CONNECT_ERROR', errorType: 'ConnectError', errorMessage: 'no' },
}

describe.each(ENGINES)('project routes on %s (spec §7)', (engine) => {
  let api: Awaited<ReturnType<typeof startTestApi>>
  const received = 1_795_300_999_000
  beforeAll(async () => {
    // These tests edit projects between requests: no project cache here (see createServer.test).
    api = await startTestApi(engine, { now: () => received, projectCacheTtlMs: 0 })
  })
  afterAll(() => api.close())

  const events = () =>
    api.database.db.selectFrom('analytics_events').selectAll().orderBy('id').execute()

  it('"/appkit/v1/config (features)": the project\'s list as { id, isEnabled, config }', async () => {
    const response = await api.app.inject({ url: `/appkit/v1/config?${P1_QUERY}` })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      features: [
        { id: 'swaps', isEnabled: false },
        { id: 'socials', isEnabled: true, config: ['google', 'github'] },
      ],
    })
  })

  it('"/projects/v1/origins (allowedOrigins)"', async () => {
    const response = await api.app.inject({ url: `/projects/v1/origins?${P1_QUERY}` })
    expect(response.json()).toEqual({
      allowedOrigins: ['http://127.0.0.1:5173', 'https://*.example.com'],
    })
  })

  it.each([
    ['p1', true],
    ['p2', false],
  ])('"/getAnalyticsConfig (isAnalyticsEnabled)" of %s → %s', async (projectId, enabled) => {
    const response = await api.app.inject({
      url: `/getAnalyticsConfig?projectId=${projectId}&st=portico&sv=1`,
    })
    expect(response.json()).toEqual({ isAnalyticsEnabled: enabled })
  })

  it('an edit of the project shows at once', async () => {
    await api.projects.update('p2', { allowedOrigins: ['https://p2.example'] })
    const response = await api.app.inject({ url: '/projects/v1/origins?projectId=p2&st=a&sv=b' })
    expect(response.json()).toEqual({ allowedOrigins: ['https://p2.example'] })
    await api.projects.update('p2', { allowedOrigins: ['*'] })
  })

  it('"POST /e … stored", once per eventId', async () => {
    const post = () => api.app.inject({ method: 'POST', url: `/e?${P1_QUERY}`, payload: EVENT })
    const first = await post()
    expect(first.statusCode).toBe(200)
    expect(first.json()).toEqual({ status: 'stored' })
    const again = await post()
    expect(again.statusCode).toBe(200)
    expect(again.json()).toEqual({ status: 'duplicate' })
    const rows = await events()
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      project_id: 'p1',
      event_id: EVENT.eventId,
      url: EVENT.url,
      domain: EVENT.domain,
    })
    expect(Number(rows[0]?.timestamp)).toBe(EVENT.timestamp)
    expect(Number(rows[0]?.received_at)).toBe(received)
    expect(JSON.parse(rows[0]?.props ?? '')).toEqual(EVENT.props)
  })

  it('the same eventId of another project is another event', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/e?projectId=p3&st=portico&sv=1',
      payload: EVENT,
    })
    expect(response.statusCode).toBe(401)
    await api.projects.create({ id: 'p3', name: 'Three', allowedOrigins: [] })
    const stored = await api.app.inject({
      method: 'POST',
      url: '/e?projectId=p3&st=portico&sv=1',
      payload: EVENT,
    })
    expect(stored.json()).toEqual({ status: 'stored' })
  })

  it('props the schema does not know are dropped, not stored', async () => {
    await api.app.inject({
      method: 'POST',
      url: `/e?${P1_QUERY}`,
      payload: { ...EVENT, eventId: 'e-extra', props: { type: 'track', event: 'X', secret: 's' } },
    })
    const row = (await events()).find((r) => r.event_id === 'e-extra')
    expect(JSON.parse(row?.props ?? '')).toEqual({ type: 'track', event: 'X' })
  })

  it('"refused when the project has analytics off": 403, nothing stored', async () => {
    const before = (await events()).length
    const response = await api.app.inject({
      method: 'POST',
      url: '/e?projectId=p2&st=portico&sv=1',
      payload: { ...EVENT, eventId: 'e-off' },
    })
    expect(response.statusCode).toBe(403)
    expect(response.json()).toEqual({
      error: {
        code: 'INVALID_APP_CONFIGURATION',
        message: 'Invalid App Configuration',
        details: 'analytics are off for this project',
      },
    })
    expect(await events()).toHaveLength(before)
  })
})
