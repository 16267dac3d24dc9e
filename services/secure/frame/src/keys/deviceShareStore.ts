import { decodeShare, encodeShare, isEncodedShare } from './shareEncoding.js'

/** The part of the Web Storage API the store uses (localStorage in the frame, a Map in tests). */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/** Prefix of the localStorage key of a user's device share: `<prefix><userId>`. */
export const DEVICE_SHARE_KEY_PREFIX = '@portico/secure/deviceShare/'

/** What is kept per user on a device: the share and the addresses it belongs to. */
export type StoredDeviceShare = {
  share: Uint8Array
  /** The wallet's EVM address, to check the combined key against before signing. */
  evmAddress: string
}

/** The device share of each user, in the secure origin's storage. */
export type DeviceShareStore = {
  get(userId: string): StoredDeviceShare | undefined
  set(userId: string, value: StoredDeviceShare): void
  remove(userId: string): void
}

/**
 * A device-share store over `storage` (localStorage of the secure origin). Entries are versioned
 * JSON; an entry that does not parse counts as absent (the user then recovers with the recovery
 * secret) rather than failing every later login.
 */
export function createDeviceShareStore(storage: KeyValueStorage): DeviceShareStore {
  const keyOf = (userId: string) => {
    if (!userId) throw new Error('A user id is needed')
    return `${DEVICE_SHARE_KEY_PREFIX}${userId}`
  }
  return {
    get(userId) {
      const raw = storage.getItem(keyOf(userId))
      if (!raw) return undefined
      try {
        const entry = JSON.parse(raw) as { v?: unknown; share?: unknown; evmAddress?: unknown }
        if (entry.v !== 1 || !isEncodedShare(entry.share) || typeof entry.evmAddress !== 'string')
          return undefined
        return { share: decodeShare(entry.share), evmAddress: entry.evmAddress }
      } catch {
        return undefined
      }
    },
    set(userId, { share, evmAddress }) {
      storage.setItem(
        keyOf(userId),
        JSON.stringify({ v: 1, share: encodeShare(share), evmAddress }),
      )
    },
    remove(userId) {
      storage.removeItem(keyOf(userId))
    },
  }
}
