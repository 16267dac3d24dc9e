import { createPublicKey, verify } from 'node:crypto'
import { decodeIss, decodeJWT } from '@walletconnect/relay-auth'

/** How far a client's clock may be ahead of the relay's (iat in the future), in seconds. */
export const CLOCK_SKEW_S = 60

/** Longest auth token accepted, in characters (a real one is ~400). */
const MAX_JWT_CHARS = 2_048

/** The outcome of checking a client's `auth` token. */
export type VerifyClientJwtResult =
  /** The token is good: `clientId` is its issuer, the client's did:key. */
  | { ok: true; clientId: string }
  /** Refused: `reason` says why, short enough for a WebSocket close frame. */
  | { ok: false; reason: string }

/** Parameters of verifyClientJwt. */
export type VerifyClientJwtParameters = {
  /** The `auth` query parameter. */
  jwt: string | null | undefined
  /** Audiences accepted: the relay URLs clients are configured with, without trailing slash. */
  audiences: readonly string[]
  /** Now, in seconds. */
  nowS: number
  /**
   * Longest lifetime accepted, exp − iat (or exp − now without iat), in seconds: a stolen or
   * leaked token is good for at most this long. @default MAX_JWT_LIFETIME_S (1 day, what the SDK signs)
   */
  maxLifetimeS?: number
}

/** @walletconnect/core signs its relay JWT for one day (ONE_DAY); a longer-lived one is refused. */
export const MAX_JWT_LIFETIME_S = 86_400

/**
 * Checks the `auth` JWT a WalletConnect client puts on the relay URL (notes/relay.md,
 * "Connecting"): EdDSA over the issuer's did:key (ed25519), the relay's URL as audience, not
 * expired, not issued in the future, not valid for longer than `maxLifetimeS`. Never throws.
 */
export async function verifyClientJwt({
  jwt,
  audiences,
  nowS,
  maxLifetimeS = MAX_JWT_LIFETIME_S,
}: VerifyClientJwtParameters): Promise<VerifyClientJwtResult> {
  if (!jwt) return { ok: false, reason: 'auth token missing (auth query parameter)' }
  if (jwt.length > MAX_JWT_CHARS || jwt.split('.').length !== 3)
    return { ok: false, reason: 'auth token malformed' }
  let decoded: ReturnType<typeof decodeJWT>
  try {
    decoded = decodeJWT(jwt)
  } catch {
    return { ok: false, reason: 'auth token malformed' }
  }
  const { header, payload } = decoded
  if (typeof header !== 'object' || header === null || typeof payload !== 'object' || !payload)
    return { ok: false, reason: 'auth token malformed' }
  if (header.alg !== 'EdDSA' || header.typ !== 'JWT')
    return { ok: false, reason: 'auth token must be an EdDSA JWT' }
  const { iss, aud, exp, iat } = payload
  if (typeof iss !== 'string' || !iss.startsWith('did:key:'))
    return { ok: false, reason: 'auth token issuer must be a did:key' }
  let publicKey: Uint8Array
  try {
    publicKey = decodeIss(iss)
  } catch {
    return { ok: false, reason: 'auth token issuer is not an ed25519 did:key' }
  }
  if (!verifyEd25519(decoded.data, decoded.signature, publicKey))
    return { ok: false, reason: 'auth token signature invalid' }
  if (typeof aud !== 'string' || !audiences.includes(normalizeRelayUrl(aud)))
    return { ok: false, reason: 'auth token audience is not this relay' }
  if (typeof exp !== 'number' || !Number.isFinite(exp))
    return { ok: false, reason: 'auth token has no expiry' }
  if (exp <= nowS) return { ok: false, reason: 'auth token expired' }
  if (typeof iat === 'number' && iat > nowS + CLOCK_SKEW_S)
    return { ok: false, reason: 'auth token issued in the future' }
  const issuedAt = typeof iat === 'number' && Number.isFinite(iat) ? iat : nowS
  if (exp - issuedAt > maxLifetimeS)
    return { ok: false, reason: `auth token lifetime over ${maxLifetimeS} s` }
  return { ok: true, clientId: iss }
}

/**
 * The EdDSA check of `verifyJWT` from @walletconnect/relay-auth, done by Node's own ed25519
 * (OpenSSL) instead of its bundled JS curve: about 50 times faster, which is what lets a node
 * admit thousands of clients a second.
 */
function verifyEd25519(data: Uint8Array, signature: Uint8Array, publicKey: Uint8Array): boolean {
  try {
    const key = createPublicKey({
      key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(publicKey).toString('base64url') },
      format: 'jwk',
    })
    return verify(null, data, key, signature)
  } catch {
    return false
  }
}

/** A relay URL as audiences are compared: no query, no trailing slash, host in lower case. */
export function normalizeRelayUrl(url: string): string {
  try {
    const parsed = new URL(url)
    const path = parsed.pathname.replace(/\/+$/, '')
    return `${parsed.protocol}//${parsed.host.toLowerCase()}${path}`
  } catch {
    return url.replace(/\?.*$/, '').replace(/\/+$/, '')
  }
}
