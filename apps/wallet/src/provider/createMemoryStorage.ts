import type { TestWalletStorage } from './types.js'

/** An in-memory `TestWalletStorage`: for Node, and for pages where `localStorage` is unavailable. */
export function createMemoryStorage(initial: Record<string, string> = {}): TestWalletStorage {
  const items = new Map(Object.entries(initial))
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, String(value))
    },
    removeItem: (key) => {
      items.delete(key)
    },
  }
}
