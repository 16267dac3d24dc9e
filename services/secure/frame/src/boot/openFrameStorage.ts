import type { KeyValueStorage } from '../keys/deviceShareStore.js'

/** Where the frame keeps its session, device share, social nonce and device key. */
export type FrameStorage = {
  /** localStorage of origin S (partitioned by the dApp's site), or memory. */
  local: KeyValueStorage
  /** sessionStorage of origin S, or memory. */
  session: KeyValueStorage
  /** IndexedDB for the device key; undefined when the browser denies the frame storage. */
  indexedDB: IDBFactory | undefined
  /** False when the browser denies the frame storage: everything lives as long as the page. */
  persistent: boolean
}

function memoryStorage(): KeyValueStorage {
  const items = new Map<string, string>()
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

/** The window's storage, or undefined when reading it throws (SecurityError: access denied). */
function storageOf(read: () => Storage): Storage | undefined {
  try {
    const storage = read()
    storage.getItem('@portico/secure/probe')
    return storage
  } catch {
    return undefined
  }
}

/**
 * The frame's storage. The frame is a cross-site iframe on the dApp's page; a browser that blocks
 * third-party storage without partitioning it (third-party cookies blocked and storage partitioning
 * off, e.g. Playwright's Chromium; Safari or Chromium set to block all cookies) throws
 * "Access is denied for this document" on the first read of `localStorage` and refuses IndexedDB.
 * Then the frame keeps everything in memory instead of dying before `Ready`: it works for the
 * page's life as a device that forgets (the next load logs in as a new device and unlocks with the
 * passkey or the recovery secret).
 */
export function openFrameStorage(
  frameWindow: Pick<Window, 'localStorage' | 'sessionStorage' | 'indexedDB'>,
): FrameStorage {
  const local = storageOf(() => frameWindow.localStorage)
  const session = storageOf(() => frameWindow.sessionStorage)
  const persistent = local !== undefined
  return {
    local: local ?? memoryStorage(),
    session: session ?? memoryStorage(),
    indexedDB: persistent ? frameWindow.indexedDB : undefined,
    persistent,
  }
}
