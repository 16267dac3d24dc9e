import { SiwxConfigurationError } from '../SiwxConfigurationError.js'

const encoder = new TextEncoder()

function toBase64Url(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '')
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | undefined {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return undefined
  try {
    const binary = atob(text.replaceAll('-', '+').replaceAll('_', '/'))
    return Uint8Array.from(binary, (c) => c.charCodeAt(0))
  } catch {
    return undefined
  }
}

/** An HMAC-SHA256 key (Web Crypto) for signing session tokens; the secret is not kept. */
export async function importSessionKey(secret: string | Uint8Array): Promise<CryptoKey> {
  const bytes = Uint8Array.from(typeof secret === 'string' ? encoder.encode(secret) : secret)
  if (bytes.length < 32)
    throw new SiwxConfigurationError('sessionSecret must have at least 32 bytes')
  return crypto.subtle.importKey('raw', bytes, { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ])
}

/** `base64url(JSON).base64url(HMAC-SHA256(key, first part))`. */
export async function signToken(key: CryptoKey, payload: unknown): Promise<string> {
  const body = toBase64Url(encoder.encode(JSON.stringify(payload)))
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(body)))
  return `${body}.${toBase64Url(mac)}`
}

/** The payload of a token signed with `key` (checked in constant time), else undefined. */
export async function readToken(key: CryptoKey, token: string): Promise<unknown> {
  const [body, mac, extra] = token.split('.')
  if (!body || !mac || extra !== undefined) return undefined
  const macBytes = fromBase64Url(mac)
  if (macBytes?.length !== 32) return undefined
  if (!(await crypto.subtle.verify('HMAC', key, macBytes, encoder.encode(body)))) return undefined
  const json = fromBase64Url(body)
  if (!json) return undefined
  try {
    return JSON.parse(new TextDecoder().decode(json))
  } catch {
    return undefined
  }
}
