import type { KeyValueStorage } from '../keys/deviceShareStore.js'
import { STORAGE_KEYS } from './storageKeys.js'

/** The signed-in user's session as the frame keeps it. */
export type StoredSession = {
  /** The bearer token the server issued (shown once, stored hashed server-side). */
  token: string
  userId: string
  /** Unix ms. */
  expiresAt: number
}

/** The session token in the secure origin's localStorage. */
export type SessionStore = {
  get(): StoredSession | undefined
  set(session: StoredSession): void
  clear(): void
}

const TOKEN = /^[A-Za-z0-9_-]{1,128}$/

/** A session store over `storage`; an expired or malformed entry reads as no session. */
export function createSessionStore(storage: KeyValueStorage, now = () => Date.now()): SessionStore {
  return {
    get() {
      try {
        const raw = storage.getItem(STORAGE_KEYS.session)
        if (!raw) return undefined
        const value = JSON.parse(raw) as Partial<StoredSession>
        if (
          typeof value.token !== 'string' ||
          !TOKEN.test(value.token) ||
          typeof value.userId !== 'string' ||
          typeof value.expiresAt !== 'number'
        )
          return undefined
        if (value.expiresAt <= now()) return undefined
        return { token: value.token, userId: value.userId, expiresAt: value.expiresAt }
      } catch {
        return undefined
      }
    },
    set(session) {
      storage.setItem(STORAGE_KEYS.session, JSON.stringify(session))
    },
    clear() {
      storage.removeItem(STORAGE_KEYS.session)
    },
  }
}
