// The widget against the real service with a project id the API does not know: spec §8's alert
// 'Invalid Project ID' (it used to fall back to the local configuration without a word).
import { createMemoryStorage, createPortico } from '@portico/core'
import { testNetwork, until as untilWithin } from '@portico/core/testing'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { ENGINES } from '../testing/openTestDatabase.js'
import { startTestApi } from '../testing/startTestApi.js'

const NETWORK = testNetwork(31337, 'eip155', 'Devnet')
/** The service answers on loopback; 5 s is plenty. */
const until = (check: Parameters<typeof untilWithin>[0]) => untilWithin(check, 5_000)

describe.each(ENGINES)('a wrong project id with the API on %s', (engine) => {
  let api: Awaited<ReturnType<typeof startTestApi>>
  let apiUrl: string
  beforeAll(async () => {
    api = await startTestApi(engine)
    apiUrl = await api.app.listen({ host: '127.0.0.1', port: 0 })
  })
  afterAll(() => api.close())

  it.each([
    // spec §8 "Alerts: … Invalid Project ID": the API answers 401 INVALID_PROJECT_ID.
    ['no-such-project', { title: 'Invalid Project ID' }, 'local'],
    // A known project gets its remote configuration and no alert.
    ['p1', undefined, 'remote'],
  ])('projectId %s → alert %j, features %s', async (projectId, alert, source) => {
    // Email login on: the origin check runs for a good project and must not mask the cause.
    vi.stubGlobal('location', {
      origin: 'https://app.example.com',
      href: 'https://app.example.com/',
      hostname: 'app.example.com',
    })
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    try {
      const portico = createPortico({
        projectId,
        apiUrl,
        networks: [NETWORK],
        adapters: [],
        storage: createMemoryStorage(),
        features: { email: true },
      })
      const unmount = portico.mount()
      // Done: the remote features arrived, or the alert replaced them.
      await until(
        () =>
          portico.stores.options.getState().featuresSource === 'remote' ||
          portico.stores.alert.getState().alert !== undefined,
      )
      // The origin check (after the features) has had time to raise its own alert, if any.
      await new Promise((resolve) => setTimeout(resolve, 200))
      expect(portico.stores.options.getState().featuresSource).toBe(source)
      if (alert)
        expect(portico.stores.alert.getState().alert).toEqual({
          title: 'Invalid Project ID',
          message:
            'The server does not know this project id. Check the projectId passed to createPortico().',
        })
      else expect(portico.stores.alert.getState().alert).toBeUndefined()
      unmount()
    } finally {
      vi.unstubAllGlobals()
      warn.mockRestore()
    }
  })
})
