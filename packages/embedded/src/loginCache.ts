import { type AuthUser, type PorticoStorage, STORAGE_KEYS_ALL } from '@portico/core/internal'

/**
 * Remembers a login in `storage`: the email-login-used flag (the frame is created at start only
 * when it is set), the user's email and social username.
 */
export function rememberLogin(storage: PorticoStorage, user: AuthUser): void {
  storage.setItem(STORAGE_KEYS_ALL.emailLoginUsed, 'true')
  if (user.email) storage.setItem(STORAGE_KEYS_ALL.email, user.email)
  else storage.removeItem(STORAGE_KEYS_ALL.email)
  if (user.userName) storage.setItem(STORAGE_KEYS_ALL.socialUsername, user.userName)
  else storage.removeItem(STORAGE_KEYS_ALL.socialUsername)
}

/** Whether a login was remembered (the frame may hold a session to restore). */
export function hasLoginCache(storage: PorticoStorage): boolean {
  return storage.getItem(STORAGE_KEYS_ALL.emailLoginUsed) !== null
}

/**
 * Disconnect clears the login cache: the flag,
 * the email, the social username and the last used chain. The last email login time stays, so
 * the 30 s cooldown outlives a disconnect.
 */
export function clearLoginCache(storage: PorticoStorage): void {
  storage.removeItem(STORAGE_KEYS_ALL.emailLoginUsed)
  storage.removeItem(STORAGE_KEYS_ALL.email)
  storage.removeItem(STORAGE_KEYS_ALL.socialUsername)
  storage.removeItem(STORAGE_KEYS_ALL.lastUsedChain)
}
