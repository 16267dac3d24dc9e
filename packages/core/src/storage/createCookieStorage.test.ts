// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { COOKIE_NAMES } from './cookieNames.js'
import { type CreateCookieStorageParameters, createCookieStorage } from './createCookieStorage.js'
import { createMemoryStorage, STORAGE_KEYS } from './createStorage.js'
import { STORAGE_KEYS_ALL } from './storageKeys.js'

// The browser half (real document.cookie in Chromium) is createCookieStorage.browser.test.ts.
describe('createCookieStorage on the server (no document)', () => {
  it('runs where there is no document', () => {
    expect(typeof document).toBe('undefined')
  })

  it('finds no cookie and writes none: the server reads the request through cookieToInitialState', () => {
    const storage = createCookieStorage({ fallback: createMemoryStorage() })
    storage.setItem(STORAGE_KEYS.connectorId, 'io.metamask')
    expect(storage.getItem(STORAGE_KEYS.connectorId)).toBeNull()
    expect(() => storage.removeItem(STORAGE_KEYS.connectorId)).not.toThrow()
  })

  it('keeps every other key in the fallback storage', () => {
    const fallback = createMemoryStorage()
    const storage = createCookieStorage({ fallback })
    storage.setItem(STORAGE_KEYS.recentWallets, '["w1"]')
    expect(fallback.getItem(STORAGE_KEYS.recentWallets)).toBe('["w1"]')
    expect(storage.getItem(STORAGE_KEYS.recentWallets)).toBe('["w1"]')
    storage.removeItem(STORAGE_KEYS.recentWallets)
    expect(fallback.getItem(STORAGE_KEYS.recentWallets)).toBeNull()
  })

  it('uses memory when no fallback is given and there is no localStorage', () => {
    const storage = createCookieStorage()
    storage.setItem('other', 'v')
    expect(storage.getItem('other')).toBe('v')
  })
})

describe('what goes into cookies', () => {
  it('only public keys a server needs: connector id, active namespace, connected account', () => {
    expect(Object.fromEntries(COOKIE_NAMES)).toMatchInlineSnapshot(`
      {
        "@portico/active_namespace": "portico.active_namespace",
        "@portico/connected_account": "portico.connected_account",
        "@portico/connector_id": "portico.connector_id",
      }
    `)
  })

  it.each([
    ['the email of the embedded wallet', STORAGE_KEYS_ALL.email],
    ['the social username', STORAGE_KEYS_ALL.socialUsername],
    ['the remote configuration (large)', STORAGE_KEYS_ALL.remoteConfig],
    ['the recent wallets', STORAGE_KEYS_ALL.recentWallets],
  ])('never %s', (_what, key) => {
    expect(COOKIE_NAMES.has(key)).toBe(false)
  })
})

describe('createCookieStorage parameters', () => {
  it.each<[string, CreateCookieStorageParameters, string]>([
    ['maxAgeS 0', { maxAgeS: 0 }, 'maxAgeS'],
    ['maxAgeS negative', { maxAgeS: -1 }, 'maxAgeS'],
    ['maxAgeS not whole', { maxAgeS: 1.5 }, 'maxAgeS'],
    ['a path without a leading /', { path: 'app' }, 'path'],
    ['a path that would add an attribute', { path: '/; Domain=evil.example' }, 'path'],
    ['a domain with a space', { domain: 'a b' }, 'domain'],
    ['a domain that would add an attribute', { domain: 'example.org;Secure' }, 'domain'],
  ])('%s is an InvalidConfigurationError naming the parameter', (_rule, parameters, name) => {
    expect(() => createCookieStorage(parameters)).toThrow(
      expect.objectContaining({
        name: 'InvalidConfigurationError',
        message: expect.stringContaining(`\`${name}\``),
      }),
    )
  })

  it.each<[string, CreateCookieStorageParameters]>([
    ['no parameters', {}],
    ['a day', { maxAgeS: 86_400 }],
    ['a path and a domain', { path: '/app', domain: 'example.org' }],
  ])('%s is accepted', (_rule, parameters) => {
    expect(() => createCookieStorage(parameters)).not.toThrow()
  })
})
