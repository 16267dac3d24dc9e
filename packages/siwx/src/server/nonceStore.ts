/**
 * Where issued nonces wait for their sign-in. A store for several server processes keeps them in
 * Redis (`SET nonce 1 PXAT expiresAt` / `GETDEL`) or SQL (`DELETE … WHERE nonce = ? AND
 * expires_at > ? RETURNING 1`): `consume` must be atomic so one nonce signs in once.
 */
export type SiwxNonceStore = {
  /** Keeps `nonce` until `expiresAt` (ms since the epoch). */
  add(nonce: string, expiresAt: number): Promise<void>
  /** Removes `nonce`; true only if it was there and had not expired at `now`. */
  consume(nonce: string, now: number): Promise<boolean>
}

/**
 * An in-memory nonce store for one process: expired nonces are dropped as new ones come, and at
 * most `maxSize` (100 000) are kept — the oldest go first — so a flood of nonce requests cannot
 * grow memory without bound.
 */
export function createMemoryNonceStore({
  maxSize = 100_000,
}: {
  maxSize?: number
} = {}): SiwxNonceStore {
  const nonces = new Map<string, number>()
  return {
    async add(nonce, expiresAt) {
      const now = Date.now()
      for (const [key, expiry] of nonces) {
        if (expiry > now && nonces.size < maxSize) break
        nonces.delete(key)
      }
      nonces.set(nonce, expiresAt)
    },
    async consume(nonce, now) {
      const expiresAt = nonces.get(nonce)
      nonces.delete(nonce)
      return expiresAt !== undefined && expiresAt > now
    },
  }
}
