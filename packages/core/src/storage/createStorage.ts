/** Where the widget remembers things between visits (the connector id, later the last chain …). */
export type PorticoStorage = {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

/** Prefix of every key Portico writes, so a host app's own keys never collide. */
export const STORAGE_KEY_PREFIX = '@portico/'

/** Storage keys (spec §3 "Local storage keys"), prefixed. */
export const STORAGE_KEYS = {
  connectorId: `${STORAGE_KEY_PREFIX}connector_id`,
  activeNamespace: `${STORAGE_KEY_PREFIX}active_namespace`,
  /** The last good remote configuration (spec §1: used when the API cannot be reached). */
  remoteConfig: `${STORAGE_KEY_PREFIX}remote_config`,
  /** The wallets connected last, newest first (spec §9 "Recent wallets kept: 2"). */
  recentWallets: `${STORAGE_KEY_PREFIX}recent_wallets`,
  /**
   * The active namespace's connected account, `{ caipAddress, connectorId }` as JSON: public data
   * only, so a server can render the connected button from it (createCookieStorage).
   */
  connectedAccount: `${STORAGE_KEY_PREFIX}connected_account`,
} as const

/** Storage kept in memory: for server-side rendering, tests, and browsers that refuse localStorage. */
export function createMemoryStorage(): PorticoStorage {
  const map = new Map<string, string>()
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  }
}

/**
 * The browser's localStorage when it can be used, else memory storage. Read at call time, never at
 * import time, so the package imports during server-side rendering.
 */
export function createDefaultStorage(): PorticoStorage {
  try {
    const storage = globalThis.localStorage
    if (storage) {
      const probe = `${STORAGE_KEY_PREFIX}probe`
      storage.setItem(probe, '1')
      storage.removeItem(probe)
      return storage
    }
  } catch {
    // Private mode or a sandboxed frame: fall through to memory.
  }
  return createMemoryStorage()
}
