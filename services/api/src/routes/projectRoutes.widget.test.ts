// The widget against the real service: @portico/core's createPortico with apiUrl pointing at a
// listening createServer (spec §1 "Defaults are controlled remotely … remote configuration
// overrides local"; §7 POST /e).
import { createMemoryStorage, createPortico } from '@portico/core'
import { testNetwork, until as untilWithin } from '@portico/core/testing'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { ENGINES } from '../testing/openTestDatabase.js'
import { startTestApi } from '../testing/startTestApi.js'

const NETWORK = testNetwork(31337, 'eip155', 'Devnet')
/** The service answers on loopback; 5 s is plenty. */
const until = (check: Parameters<typeof untilWithin>[0]) => untilWithin(check, 5_000)

describe.each(ENGINES)('the widget with the API on %s', (engine) => {
  let api: Awaited<ReturnType<typeof startTestApi>>
  let apiUrl: string
  beforeAll(async () => {
    api = await startTestApi(engine)
    apiUrl = await api.app.listen({ host: '127.0.0.1', port: 0 })
  })
  afterAll(() => api.close())

  it("applies the project's remote features over local ones and reports its events to /e", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    vi.stubGlobal('location', {
      origin: 'https://app.example.com',
      href: 'https://app.example.com/',
      hostname: 'app.example.com',
    })
    try {
      const portico = createPortico({
        projectId: 'p1',
        apiUrl,
        networks: [NETWORK],
        adapters: [],
        storage: createMemoryStorage(),
        features: { swaps: true, email: false },
      })
      portico.mount()
      await until(() => portico.stores.options.getState().featuresSource === 'remote')
      expect(portico.stores.options.getState().features).toMatchObject({
        swaps: false,
        socials: ['google', 'github'],
      })
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('Local configuration ignored'))
      portico.open()
      await until(async () => {
        const rows = await api.database.db.selectFrom('analytics_events').selectAll().execute()
        return rows.some((row) => JSON.parse(row.props).event === 'MODAL_OPEN')
      })
      // The origin check passed: an allowed origin gets no alert.
      expect(portico.stores.alert.getState().alert).toBeUndefined()
    } finally {
      vi.unstubAllGlobals()
      warn.mockRestore()
    }
  })

  // spec §7: "/getAnalyticsConfig (isAnalyticsEnabled)" … "Nothing is sent when disabled".
  it.each([
    ['p1', true],
    ['p2', false],
  ])(
    "reads the project's isAnalyticsEnabled once: %s (analytics on: %s)",
    async (projectId, enabled) => {
      const realFetch = globalThis.fetch
      const requests: { path: string; answered: Promise<unknown> }[] = []
      // The real fetch, watched: every request still reaches the listening API.
      vi.stubGlobal('fetch', (input: URL | RequestInfo, init?: RequestInit) => {
        const answered = realFetch(input, init)
        const url = new URL(input instanceof Request ? input.url : input)
        requests.push({ path: url.pathname, answered: answered.catch(() => undefined) })
        return answered
      })
      vi.stubGlobal('location', {
        origin: 'https://app.example.com',
        href: 'https://app.example.com/',
        hostname: 'app.example.com',
      })
      const storedEvents = async () =>
        (
          await api.database.db
            .selectFrom('analytics_events')
            .selectAll()
            .where('project_id', '=', projectId)
            .execute()
        ).map((row) => JSON.parse(row.props).event)
      const before = await storedEvents()
      try {
        const portico = createPortico({
          projectId,
          apiUrl,
          networks: [NETWORK],
          adapters: [],
          storage: createMemoryStorage(),
        })
        const unmount = portico.mount()
        portico.open()
        portico.close()
        await until(() => requests.some((r) => r.path === '/getAnalyticsConfig'))
        await Promise.all(requests.map((r) => r.answered))
        if (enabled) await until(async () => (await storedEvents()).length >= before.length + 2)
        else await new Promise((resolve) => setTimeout(resolve, 200))
        await Promise.all(requests.map((r) => r.answered))
        const paths = requests.map((r) => r.path)
        expect(paths.filter((path) => path === '/getAnalyticsConfig')).toHaveLength(1)
        expect(paths.filter((path) => path === '/e')).toHaveLength(enabled ? 2 : 0)
        const after = await storedEvents()
        const added = (event: string) =>
          after.filter((e) => e === event).length - before.filter((e) => e === event).length
        expect([after.length - before.length, added('MODAL_OPEN'), added('MODAL_CLOSE')]).toEqual(
          enabled ? [2, 1, 1] : [0, 0, 0],
        )
        // Off is the project's choice, not a fault: no 'Invalid App Configuration' alert.
        expect(portico.stores.alert.getState().alert).toBeUndefined()
        unmount()
      } finally {
        vi.unstubAllGlobals()
      }
    },
  )

  // spec §7: "props (type, event, errorType, errorMessage, stackTrace)".
  it('reports the errors a user meets with their type, message and stack', async () => {
    vi.stubGlobal('location', {
      origin: 'https://app.example.com',
      href: 'https://app.example.com/mint?email=ada@example.com#token=secret',
      hostname: 'app.example.com',
    })
    const errorRows = async () =>
      (
        await api.database.db
          .selectFrom('analytics_events')
          .selectAll()
          .where('project_id', '=', 'p1')
          .execute()
      )
        .map((row) => ({ url: row.url, props: JSON.parse(row.props) }))
        .filter((row) => row.props.type === 'error')
    const earlier = new Set((await errorRows()).map((row) => JSON.stringify(row)))
    const before = earlier.size
    try {
      const portico = createPortico({
        projectId: 'p1',
        apiUrl,
        networks: [NETWORK],
        adapters: [],
        storage: createMemoryStorage(),
      })
      const unmount = portico.mount()
      // A failed connection (spec §8 'Failed to connect') and an alert (spec §8 'Network Not Found').
      await expect(portico.connect({ connectorId: 'no-such-wallet' })).rejects.toThrow()
      await expect(
        portico.switchNetwork({ network: { ...NETWORK, id: 999, caipNetworkId: 'eip155:999' } }),
      ).rejects.toThrow()
      await until(async () => (await errorRows()).length >= before + 2)
      // Rows come back in no set order; this project's error reports before this test are kept.
      const rows = (await errorRows()).filter((row) => !earlier.has(JSON.stringify(row)))
      const byEvent = (a: { event: string }, b: { event: string }) => a.event.localeCompare(b.event)
      expect(rows.map((row) => row.props).sort(byEvent)).toEqual([
        {
          type: 'error',
          event: 'ALERT',
          errorType: 'AlertError',
          errorMessage: 'Network Not Found',
          stackTrace: expect.stringMatching(/^at .*showAlert[\s\S]*switchNetwork/),
        },
        {
          type: 'error',
          event: 'CONNECT_ERROR',
          errorType: 'ConnectorNotFoundError',
          errorMessage: 'Failed to connect',
          stackTrace: expect.stringMatching(/^at .*connect/),
        },
      ])
      // No query or fragment of the page travels (a login code, a token, an e-mail).
      for (const row of rows) expect(row.url).toBe('https://app.example.com/mint')
      unmount()
    } finally {
      vi.unstubAllGlobals()
    }
  })
})
