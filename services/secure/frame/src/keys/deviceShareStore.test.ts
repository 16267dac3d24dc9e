import { describe, expect, test } from 'vitest'
import {
  createDeviceShareStore,
  DEVICE_SHARE_KEY_PREFIX,
  type KeyValueStorage,
} from './deviceShareStore.js'
import { generateWalletSecret } from './generateWalletSecret.js'
import { encodeShare } from './shareEncoding.js'
import { splitDeviceSecret } from './splitDeviceSecret.js'
import { splitWalletSecret } from './splitWalletSecret.js'

function memoryStorage(): KeyValueStorage & { map: Map<string, string> } {
  const map = new Map<string, string>()
  return {
    map,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  }
}

describe('device share store (localStorage of the secure origin, per user id)', () => {
  test('keeps one share per user under its own key', async () => {
    const storage = memoryStorage()
    const store = createDeviceShareStore(storage)
    const a = (await splitWalletSecret(generateWalletSecret())).deviceShare
    const b = (await splitWalletSecret(generateWalletSecret())).deviceShare
    store.set('user-a', { share: a, evmAddress: '0xA' })
    store.set('user-b', { share: b, evmAddress: '0xB' })
    expect(store.get('user-a')).toEqual({ share: a, evmAddress: '0xA' })
    expect(store.get('user-b')).toEqual({ share: b, evmAddress: '0xB' })
    expect([...storage.map.keys()].sort()).toEqual([
      `${DEVICE_SHARE_KEY_PREFIX}user-a`,
      `${DEVICE_SHARE_KEY_PREFIX}user-b`,
    ])
    store.remove('user-a')
    expect(store.get('user-a')).toBeUndefined()
    expect(store.get('user-b')).toBeDefined()
  })

  test.each([
    ['not JSON', '{'],
    ['another version', JSON.stringify({ v: 3, share: 'ab'.repeat(65), evmAddress: '0x' })],
    ['a malformed share', JSON.stringify({ v: 1, share: 'ab', evmAddress: '0x' })],
    ['no address', JSON.stringify({ v: 1, share: 'ab'.repeat(65) })],
  ])('an unreadable entry counts as no share (the user recovers instead): %s', (_, raw) => {
    const storage = memoryStorage()
    storage.setItem(`${DEVICE_SHARE_KEY_PREFIX}u`, raw)
    expect(createDeviceShareStore(storage).get('u')).toBeUndefined()
  })

  test('stores the share as hex, never the secret', async () => {
    const storage = memoryStorage()
    const secret = generateWalletSecret()
    const { deviceShare } = await splitDeviceSecret(secret)
    createDeviceShareStore(storage).set('u', { share: deviceShare, evmAddress: '0x1' })
    const raw = storage.map.get(`${DEVICE_SHARE_KEY_PREFIX}u`)!
    expect(JSON.parse(raw)).toEqual({ v: 2, share: encodeShare(deviceShare), evmAddress: '0x1' })
    expect(raw).not.toContain(encodeShare(new Uint8Array([...secret, 0])).slice(0, 20))
  })

  test('an entry kept before per-device shares (v1) reads as legacy, and is written back as one', async () => {
    const storage = memoryStorage()
    const { deviceShare } = await splitWalletSecret(generateWalletSecret())
    storage.setItem(
      `${DEVICE_SHARE_KEY_PREFIX}u`,
      JSON.stringify({ v: 1, share: encodeShare(deviceShare), evmAddress: '0x1' }),
    )
    const store = createDeviceShareStore(storage)
    const read = store.get('u')
    expect(read).toEqual({ share: deviceShare, evmAddress: '0x1', legacy: true })
    store.set('u', read!)
    expect(JSON.parse(storage.map.get(`${DEVICE_SHARE_KEY_PREFIX}u`)!).v).toBe(1)
  })

  test('an empty user id is refused', () => {
    expect(() => createDeviceShareStore(memoryStorage()).get('')).toThrow('A user id is needed')
  })
})
