import { PAIRING_EXPIRED_THRESHOLD_MS, PAIRING_EXPIRY_MS } from '../constants.js'

/**
 * Spec §4: "Pairing URI expires 4 minutes after creation; counts as expired at 10 s or less
 * remaining." Times in milliseconds since the epoch.
 */
export function isPairingUriExpired({
  createdAt,
  now = Date.now(),
}: {
  createdAt: number
  now?: number
}): boolean {
  const remainingMs = createdAt + PAIRING_EXPIRY_MS - now
  return remainingMs <= PAIRING_EXPIRED_THRESHOLD_MS
}
