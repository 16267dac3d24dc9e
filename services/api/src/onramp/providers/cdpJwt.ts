/**
 * The bearer token of Coinbase Developer Platform (CDP) REST calls: a JWT signed with a CDP
 * secret API key, valid for one request (method, host and path in `uris`) for 120 seconds. As
 * CDP documents it and its SDKs build it: header `alg` (ES256 for an ECDSA P-256 key, EdDSA for
 * an Ed25519 key), `kid` = the key's name, `typ` JWT and a random 16-byte hex `nonce`; claims
 * `sub` = the key's name, `iss` 'cdp', `aud` ['cdp_service'], `uris`, `iat` = `nbf` = now,
 * `exp` = now + 120. Keys come as the portal gives them: a PEM 'EC PRIVATE KEY' (ECDSA) or 64
 * bytes of base64 (Ed25519 seed then public key). Signed with node:crypto.
 */
import { createPrivateKey, createPublicKey, type KeyObject, randomBytes, sign } from 'node:crypto'

/** How long a CDP JWT is valid. */
export const CDP_JWT_EXPIRES_IN_S = 120

/** A CDP secret API key, parsed. */
export type CdpSigningKey = { key: KeyObject; algorithm: 'ES256' | 'EdDSA' }

/**
 * Reads a CDP secret API key (PEM ECDSA P-256, or base64 Ed25519 seed + public key; literal
 * '\n' in a one-line environment variable become newlines). The error never contains the key.
 */
export function parseCdpSigningKey(secret: string): CdpSigningKey {
  const text = secret.trim().replace(/\\n/g, '\n')
  if (text.includes('-----BEGIN')) {
    let key: KeyObject
    try {
      key = createPrivateKey(text)
    } catch {
      throw new Error('the CDP private key is not a readable PEM key')
    }
    if (key.asymmetricKeyType === 'ec' && key.asymmetricKeyDetails?.namedCurve === 'prime256v1')
      return { key, algorithm: 'ES256' }
    if (key.asymmetricKeyType === 'ed25519') return { key, algorithm: 'EdDSA' }
    throw new Error('the CDP private key is neither ECDSA P-256 nor Ed25519')
  }
  const bytes = /^[A-Za-z0-9+/]+={0,2}$/.test(text) ? Buffer.from(text, 'base64') : Buffer.alloc(0)
  if (bytes.length !== 64)
    throw new Error('the CDP private key is neither a PEM key nor 64 bytes of base64 (Ed25519)')
  const x = bytes.subarray(32).toString('base64url')
  let key: KeyObject
  try {
    key = createPrivateKey({
      key: { kty: 'OKP', crv: 'Ed25519', d: bytes.subarray(0, 32).toString('base64url'), x },
      format: 'jwk',
    })
  } catch {
    throw new Error('the CDP private key is not a valid Ed25519 key')
  }
  if (createPublicKey(key).export({ format: 'jwk' }).x !== x)
    throw new Error("the CDP private key's public half does not match its seed")
  return { key, algorithm: 'EdDSA' }
}

/** Parameters of {@link createCdpJwt}. */
export type CreateCdpJwtParameters = {
  /** The API key's name (id): `organizations/…/apiKeys/…` or a UUID. */
  keyName: string
  signingKey: CdpSigningKey
  /** 'POST' */
  method: string
  /** 'api.developer.coinbase.com' (with the port when not the default). */
  host: string
  /** '/onramp/v1/token' */
  path: string
  /** Seconds since the epoch. @default now */
  nowS?: number | undefined
}

function base64url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url')
}

/** A CDP JWT for one request (see the module comment for its header and claims). */
export function createCdpJwt({
  keyName,
  signingKey,
  method,
  host,
  path,
  nowS = Math.floor(Date.now() / 1000),
}: CreateCdpJwtParameters): string {
  const header = {
    alg: signingKey.algorithm,
    kid: keyName,
    typ: 'JWT',
    nonce: randomBytes(16).toString('hex'),
  }
  const claims = {
    sub: keyName,
    iss: 'cdp',
    aud: ['cdp_service'],
    uris: [`${method} ${host}${path}`],
    iat: nowS,
    nbf: nowS,
    exp: nowS + CDP_JWT_EXPIRES_IN_S,
  }
  const input = `${base64url(header)}.${base64url(claims)}`
  const signature =
    signingKey.algorithm === 'ES256'
      ? sign('sha256', Buffer.from(input), { key: signingKey.key, dsaEncoding: 'ieee-p1363' })
      : sign(null, Buffer.from(input), signingKey.key)
  return `${input}.${signature.toString('base64url')}`
}
