import type { ClientStorage } from '../../services/relay/src/testkit/walletConnectClients.js'

/**
 * A WalletConnect key-value storage (the Core's `storage` option) that keeps each value as given,
 * in a Map, and never serialises it. The clients' own in-memory storage JSON-encodes a store's
 * whole contents on every write, and their message and request stores grow with each request of a
 * session: over a bench's thousand round trips on one pair, that encoding becomes most of the
 * clients' CPU (7 ms per round trip at first, 22 ms after 1,000), which is the clients' cost, not
 * the relay's. Bench only: values are shared, not copied, which a store that mutates what it read
 * back would notice (the Core's stores only read at start).
 */
export function unserializedStorage(): ClientStorage {
  const values = new Map<string, unknown>()
  return {
    getKeys: async () => [...values.keys()],
    getEntries: async <T>() => [...values.entries()] as [string, T][],
    getItem: async <T>(key: string) => values.get(key) as T | undefined,
    setItem: async <T>(key: string, value: T) => {
      values.set(key, value)
    },
    removeItem: async (key: string) => {
      values.delete(key)
    },
  }
}
