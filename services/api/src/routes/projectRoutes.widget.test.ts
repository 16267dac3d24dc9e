// The widget against the real service: @portico/core's createPortico with apiUrl pointing at a
// listening createServer (spec §1 "Defaults are controlled remotely … remote configuration
// overrides local"; §7 POST /e).
import { createMemoryStorage, createPortico, type Network } from '@portico/core'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { ENGINES } from '../testing/openTestDatabase.js'
import { startTestApi } from '../testing/startTestApi.js'

const NETWORK: Network = {
  id: 31337,
  name: 'Devnet',
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:31337',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
}

async function until(check: () => boolean | Promise<boolean>, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time')
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

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
})
