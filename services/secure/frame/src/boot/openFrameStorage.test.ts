import { describe, expect, test } from 'vitest'
import { openFrameStorage } from './openFrameStorage.js'

function webStorage(): Storage {
  const items = new Map<string, string>()
  return {
    get length() {
      return items.size
    },
    clear: () => items.clear(),
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  }
}

const denied = () => {
  // What Chromium throws in a cross-site frame whose storage it blocks.
  throw new DOMException(
    "Failed to read the 'localStorage' property from 'Window': Access is denied for this document.",
    'SecurityError',
  )
}

describe('openFrameStorage: the frame boots whether or not the browser gives it storage', () => {
  test("the window's storage where the browser gives it (partitioned by the dApp's site)", () => {
    const localStorage = webStorage()
    const sessionStorage = webStorage()
    const indexedDB = {} as IDBFactory
    const storage = openFrameStorage({ localStorage, sessionStorage, indexedDB })
    expect(storage).toEqual({
      local: localStorage,
      session: sessionStorage,
      indexedDB,
      persistent: true,
    })
  })

  test('memory where reading localStorage throws SecurityError: no IndexedDB, nothing thrown', () => {
    const frameWindow = {
      get localStorage(): Storage {
        return denied()
      },
      get sessionStorage(): Storage {
        return denied()
      },
      indexedDB: {} as IDBFactory,
    }
    const storage = openFrameStorage(frameWindow)
    expect(storage.persistent).toBe(false)
    expect(storage.indexedDB).toBeUndefined()
    storage.local.setItem('a', '1')
    storage.session.setItem('a', '2')
    expect([storage.local.getItem('a'), storage.session.getItem('a')]).toEqual(['1', '2'])
    storage.local.removeItem('a')
    expect(storage.local.getItem('a')).toBeNull()
  })

  test('a storage whose reads throw counts as denied too', () => {
    const throwing = { ...webStorage(), getItem: denied } as Storage
    const storage = openFrameStorage({
      localStorage: throwing,
      sessionStorage: webStorage(),
      indexedDB: {} as IDBFactory,
    })
    expect(storage.persistent).toBe(false)
    expect(storage.local).not.toBe(throwing)
  })
})
