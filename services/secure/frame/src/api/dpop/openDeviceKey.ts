/** The IndexedDB database, store and record of the frame's device key (origin S only). */
export const DEVICE_KEY_DB = 'portico-secure'
export const DEVICE_KEY_STORE = 'keys'
export const DEVICE_KEY_RECORD = 'device'

function request<result>(req: IDBRequest<result>): Promise<result> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result)
    req.onerror = () => reject(req.error)
  })
}

async function openDatabase(indexedDB: IDBFactory): Promise<IDBDatabase> {
  const open = indexedDB.open(DEVICE_KEY_DB, 1)
  open.onupgradeneeded = () => open.result.createObjectStore(DEVICE_KEY_STORE)
  return request(open)
}

/**
 * The frame's device key: an ECDSA P-256 key pair made with WebCrypto as non-extractable (no
 * script, not even the frame's own, can read the private key; it can only sign) and kept in the
 * secure origin's IndexedDB as CryptoKey objects. Made once per browser storage; every auth API
 * request proves it (DPoP), and the server binds codes, logins and sessions to it (issue 16).
 */
export async function openDeviceKey(
  indexedDB: IDBFactory = globalThis.indexedDB,
  subtle: SubtleCrypto = globalThis.crypto.subtle,
): Promise<CryptoKeyPair> {
  const db = await openDatabase(indexedDB)
  try {
    const read = db.transaction(DEVICE_KEY_STORE, 'readonly').objectStore(DEVICE_KEY_STORE)
    const found = (await request(read.get(DEVICE_KEY_RECORD))) as CryptoKeyPair | undefined
    if (found?.privateKey && found.publicKey) return found
    const pair = await subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, [
      'sign',
      'verify',
    ])
    const write = db.transaction(DEVICE_KEY_STORE, 'readwrite').objectStore(DEVICE_KEY_STORE)
    // Two frames racing keep the first key written (add fails on the second).
    await request(write.add(pair, DEVICE_KEY_RECORD)).catch(() => undefined)
    const kept = (await request(
      db
        .transaction(DEVICE_KEY_STORE, 'readonly')
        .objectStore(DEVICE_KEY_STORE)
        .get(DEVICE_KEY_RECORD),
    )) as CryptoKeyPair
    return kept
  } finally {
    db.close()
  }
}
