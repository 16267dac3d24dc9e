import type { CoreTypes } from '@walletconnect/types'

/** The key-value storage interface of WalletConnect's Core. */
export type KeyValueStorage = NonNullable<CoreTypes.Options['storage']>

/**
 * A WalletConnect key-value storage that lives in memory and keeps each value as given, never
 * encoded: for Node tests, for the relay bench's clients (whose default storage JSON-encodes a
 * whole store on every write) and for a wallet that should forget its sessions on reload.
 */
export function createMemoryKeyValueStorage(): KeyValueStorage {
  const items = new Map<string, unknown>()
  return {
    getKeys: async () => [...items.keys()],
    getEntries: async <T>() => [...items.entries()] as [string, T][],
    getItem: async <T>(key: string) => items.get(key) as T | undefined,
    setItem: async <T>(key: string, value: T) => {
      items.set(key, value)
    },
    removeItem: async (key: string) => {
      items.delete(key)
    },
  }
}
