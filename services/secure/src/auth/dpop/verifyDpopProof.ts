import { createHash, createPublicKey, verify } from 'node:crypto'
import { SecureError } from '../../server/errors.js'

/** How far a proof's `iat` may be from the server's clock, either way (RFC 9449 §11.1). */
export const DPOP_IAT_WINDOW_MS = 5 * 60 * 1_000

/** The longest proof accepted, in characters (an ES256 proof with its JWK is about 600). */
export const DPOP_PROOF_MAX_LENGTH = 2_048

/** A verified proof: the key's RFC 7638 thumbprint, and the proof's id and time. */
export type DpopProof = {
  /** base64url SHA-256 of the public key's canonical JWK: the key the session is bound to. */
  jkt: string
  jti: string
  /** The proof's `iat`, in ms. */
  issuedAt: number
}

/** Parameters of `verifyDpopProof`. */
export type VerifyDpopProofParameters = {
  /** The `DPoP` request header. */
  proof: string | undefined
  /** The request's method (`htm`). */
  method: string
  /** The request's URL as the client addressed it, without query and fragment (`htu`). */
  url: string
  now: number
  /** The bearer token the request presents: the proof must carry its hash (`ath`). */
  accessToken?: string | undefined
}

const B64URL = /^[A-Za-z0-9_-]+$/
const COORDINATE = /^[A-Za-z0-9_-]{43}$/

function invalid(reason: string): SecureError {
  return new SecureError('DPOP_INVALID', { details: reason })
}

function readJson(part: string, what: string): Record<string, unknown> {
  if (!B64URL.test(part)) throw invalid(`the ${what} is not base64url`)
  let value: unknown
  try {
    value = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'))
  } catch {
    throw invalid(`the ${what} is not JSON`)
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw invalid(`the ${what} is not an object`)
  return value as Record<string, unknown>
}

/** The RFC 7638 thumbprint of a P-256 public key. */
export function jwkThumbprint(jwk: { x: string; y: string }): string {
  const canonical = `{"crv":"P-256","kty":"EC","x":"${jwk.x}","y":"${jwk.y}"}`
  return createHash('sha256').update(canonical).digest('base64url')
}

/** base64url SHA-256 of an access token: a proof's `ath` (RFC 9449 §4.2). */
export function accessTokenHash(token: string): string {
  return createHash('sha256').update(token, 'ascii').digest('base64url')
}

/**
 * Checks a DPoP proof (RFC 9449) of the frame's key: a compact JWS, `typ: dpop+jwt`, ES256 over
 * P-256 with the public key in the header (never a private one), signed over `htm`, `htu`, `iat`
 * within DPOP_IAT_WINDOW_MS, a `jti`, and — when the request presents a session — `ath`, the
 * session's hash. Replay of a `jti` is the caller's to refuse (rememberDpopProof). A client
 * without the private key (it never leaves the frame's WebCrypto store) cannot make one, whatever
 * Origin it claims. Throws DPOP_INVALID naming what is wrong.
 */
export function verifyDpopProof({
  proof,
  method,
  url,
  now,
  accessToken,
}: VerifyDpopProofParameters): DpopProof {
  if (proof === undefined || proof === '') throw invalid('the DPoP header is missing')
  if (proof.length > DPOP_PROOF_MAX_LENGTH) throw invalid('the proof is too long')
  const parts = proof.split('.')
  if (parts.length !== 3) throw invalid('the proof is not a compact JWS')
  const [headerPart = '', payloadPart = '', signaturePart = ''] = parts
  const header = readJson(headerPart, 'header')
  if (header.typ !== 'dpop+jwt') throw invalid('typ must be dpop+jwt')
  if (header.alg !== 'ES256') throw invalid('alg must be ES256')
  const jwk = header.jwk as Record<string, unknown> | undefined
  if (
    typeof jwk !== 'object' ||
    jwk === null ||
    jwk.kty !== 'EC' ||
    jwk.crv !== 'P-256' ||
    typeof jwk.x !== 'string' ||
    typeof jwk.y !== 'string' ||
    !COORDINATE.test(jwk.x) ||
    !COORDINATE.test(jwk.y)
  )
    throw invalid('jwk must be a P-256 public key')
  if ('d' in jwk) throw invalid('jwk must not hold a private key')
  const payload = readJson(payloadPart, 'payload')
  const { jti, htm, htu, iat, ath } = payload
  if (typeof jti !== 'string' || jti.length < 16 || jti.length > 128)
    throw invalid('jti must be 16-128 characters')
  if (htm !== method) throw invalid('htm does not match the request')
  if (typeof htu !== 'string' || stripUrl(htu) !== stripUrl(url))
    throw invalid('htu does not match the request')
  if (typeof iat !== 'number' || !Number.isFinite(iat)) throw invalid('iat must be a number')
  if (Math.abs(iat * 1_000 - now) > DPOP_IAT_WINDOW_MS) throw invalid('iat is not recent')
  if (accessToken !== undefined && ath !== accessTokenHash(accessToken))
    throw invalid('ath does not match the session')
  if (!B64URL.test(signaturePart)) throw invalid('the signature is not base64url')
  const signature = Buffer.from(signaturePart, 'base64url')
  if (signature.length !== 64) throw invalid('the signature is not an ES256 signature')
  let ok = false
  try {
    const key = createPublicKey({
      key: { kty: 'EC', crv: 'P-256', x: jwk.x, y: jwk.y },
      format: 'jwk',
    })
    ok = verify(
      'sha256',
      Buffer.from(`${headerPart}.${payloadPart}`, 'ascii'),
      { key, dsaEncoding: 'ieee-p1363' },
      signature,
    )
  } catch {
    throw invalid('jwk is not a point of P-256')
  }
  if (!ok) throw invalid('the signature does not verify')
  return { jkt: jwkThumbprint({ x: jwk.x, y: jwk.y }), jti, issuedAt: iat * 1_000 }
}

/** A URL without query and fragment, for comparing `htu` (RFC 9449 §4.3). */
function stripUrl(value: string): string {
  try {
    const url = new URL(value)
    return `${url.origin}${url.pathname}`
  } catch {
    return ''
  }
}
