import { decodeShare, encodeShare, isEncodedShare } from './shareEncoding.js'

/** The part of the Web Storage API the store uses (localStorage in the frame, a Map in tests). */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/** Prefix of the localStorage key of a user's device share: `<prefix><userId>`. */
export const DEVICE_SHARE_KEY_PREFIX = '@portico/secure/deviceShare/'

/** What is kept per user on a device: the share and the addresses it belongs to. */
export type StoredDeviceShare = {
  /**
   * This device's half of its own 2-of-2 split (issue 16), paired with the server share bound to
   * this device; or, `legacy`, a share of the wallet's 2-of-3 split kept before per-device shares.
   */
  share: Uint8Array
  /** The wallet's EVM address, to check the combined key against before signing. */
  evmAddress: string
  /**
   * A share kept before per-device shares (entry v1: the 2-of-3 device or recovery share), which
   * pairs with the wallet's auth share; the frame moves it to a split of its own when it can.
   */
  legacy?: true | undefined
}

/** The device share of each user, in the secure origin's storage. */
export type DeviceShareStore = {
  get(userId: string): StoredDeviceShare | undefined
  set(userId: string, value: StoredDeviceShare): void
  remove(userId: string): void
}

/**
 * A device-share store over `storage` (localStorage of the secure origin). Entries are versioned
 * JSON (v2: this device's own split; v1: a share of the 2-of-3 split, read as `legacy`); an entry that does not parse counts as absent (the user then recovers with the recovery
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
        if (
          (entry.v !== 1 && entry.v !== 2) ||
          !isEncodedShare(entry.share) ||
          typeof entry.evmAddress !== 'string'
        )
          return undefined
        const stored = { share: decodeShare(entry.share), evmAddress: entry.evmAddress }
        return entry.v === 1 ? { ...stored, legacy: true as const } : stored
      } catch {
        return undefined
      }
    },
    set(userId, { share, evmAddress, legacy }) {
      storage.setItem(
        keyOf(userId),
        JSON.stringify({ v: legacy ? 1 : 2, share: encodeShare(share), evmAddress }),
      )
    },
    remove(userId) {
      storage.removeItem(keyOf(userId))
    },
  }
}
