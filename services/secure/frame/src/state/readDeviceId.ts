import { base64urlnopad } from '@scure/base'
import type { KeyValueStorage } from '../keys/deviceShareStore.js'
import { STORAGE_KEYS } from './storageKeys.js'

const DEVICE_ID = /^[A-Za-z0-9_-]{16,128}$/

/** This browser's device id in the secure origin (created once: 18 random bytes, base64url). */
export function readDeviceId(storage: KeyValueStorage): string {
  const stored = storage.getItem(STORAGE_KEYS.deviceId)
  if (stored && DEVICE_ID.test(stored)) return stored
  const id = base64urlnopad.encode(crypto.getRandomValues(new Uint8Array(18)))
  storage.setItem(STORAGE_KEYS.deviceId, id)
  return id
}
