import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto'

/** What a DPoP proof is made for. */
export type DpopProofParameters = {
  method: string
  /** The request URL (query and fragment are ignored by the server). */
  url: string
  /** The session the request presents: the proof then carries its hash (`ath`). */
  accessToken?: string | undefined
  /** `iat` in ms. @default Date.now() */
  now?: number | undefined
  /** @default a fresh random id */
  jti?: string | undefined
}

/** A device as the server sees one: a P-256 key making DPoP proofs (RFC 9449), as the frame's is. */
export type TestDevice = {
  /** The key's public JWK. */
  jwk: { kty: 'EC'; crv: 'P-256'; x: string; y: string }
  proof(parameters: DpopProofParameters): string
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')

/**
 * A new device for tests: a P-256 key pair in this process that signs DPoP proofs the way the
 * frame's WebCrypto key does (ES256, IEEE P1363 signature, the public JWK in the header).
 */
export function createTestDevice(): TestDevice {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  const { x, y } = publicKey.export({ format: 'jwk' })
  const jwk = { kty: 'EC' as const, crv: 'P-256' as const, x: x as string, y: y as string }
  return {
    jwk,
    proof({
      method,
      url,
      accessToken,
      now = Date.now(),
      jti = randomBytes(16).toString('base64url'),
    }) {
      const header = base64url({ typ: 'dpop+jwt', alg: 'ES256', jwk })
      const parsed = new URL(url)
      const payload = base64url({
        jti,
        htm: method,
        htu: `${parsed.origin}${parsed.pathname}`,
        iat: Math.floor(now / 1_000),
        ...(accessToken
          ? { ath: createHash('sha256').update(accessToken).digest('base64url') }
          : {}),
      })
      const signature = sign('sha256', Buffer.from(`${header}.${payload}`), {
        key: privateKey,
        dsaEncoding: 'ieee-p1363',
      })
      return `${header}.${payload}.${signature.toString('base64url')}`
    },
  }
}
