// Runs in Chromium (project `browser`): the real document.cookie, as a dApp's page has it.
import { afterEach, describe, expect, it } from 'vitest'
import { cookieToInitialState } from '../ssr/cookieToInitialState.js'
import { createFakeAdapter, testInstance } from '../testing/index.js'
import { COOKIE_NAMES } from './cookieNames.js'
import { createCookieStorage } from './createCookieStorage.js'
import { createMemoryStorage, STORAGE_KEYS } from './createStorage.js'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

afterEach(() => {
  const storage = createCookieStorage({ fallback: createMemoryStorage() })
  for (const key of COOKIE_NAMES.keys()) storage.removeItem(key)
  expect(document.cookie).toBe('')
})

describe('createCookieStorage in a browser', () => {
  it('keeps the connector id in a cookie the browser sends, and removes it', () => {
    const storage = createCookieStorage({ fallback: createMemoryStorage() })
    storage.setItem(STORAGE_KEYS.connectorId, 'xyz.portico.testwallet')
    expect(document.cookie).toContain('portico.connector_id=xyz.portico.testwallet')
    expect(storage.getItem(STORAGE_KEYS.connectorId)).toBe('xyz.portico.testwallet')
    storage.removeItem(STORAGE_KEYS.connectorId)
    expect(document.cookie).not.toContain('portico.connector_id')
    expect(storage.getItem(STORAGE_KEYS.connectorId)).toBeNull()
  })

  it("a value with ';', '=' and spaces comes back whole and adds no cookie of its own", () => {
    const storage = createCookieStorage({ fallback: createMemoryStorage() })
    storage.setItem(STORAGE_KEYS.connectorId, 'My Wallet; evil=1')
    expect(storage.getItem(STORAGE_KEYS.connectorId)).toBe('My Wallet; evil=1')
    expect(document.cookie).not.toMatch(/(^|; )evil=/)
  })

  it('the other keys stay out of cookies', () => {
    const fallback = createMemoryStorage()
    const storage = createCookieStorage({ fallback })
    storage.setItem(STORAGE_KEYS.recentWallets, '["w1"]')
    expect(document.cookie).not.toContain('recent')
    expect(fallback.getItem(STORAGE_KEYS.recentWallets)).toBe('["w1"]')
  })

  it('a connect leaves in document.cookie what cookieToInitialState turns into the initial state', async () => {
    const fake = createFakeAdapter('eip155', [{ id: 'w1', address: ADDRESS, chainId: 31338 }])
    const portico = testInstance({
      adapters: [fake.adapter],
      storage: createCookieStorage({ fallback: createMemoryStorage() }),
    })
    const unmount = portico.mount()
    await portico.connect({ connectorId: 'w1' })
    expect(cookieToInitialState(document.cookie)).toEqual({
      account: { namespace: 'eip155', chainId: '31338', address: ADDRESS, connectorId: 'w1' },
    })
    await portico.disconnect()
    expect(cookieToInitialState(document.cookie)).toBeUndefined()
    unmount()
  })
})
