import { base64urlnopad } from '@scure/base'

/** What a proof is made for (RFC 9449 §4.2). */
export type CreateDpopProofParameters = {
  key: CryptoKeyPair
  method: string
  /** The request URL; its query and fragment are left out (`htu`). */
  url: string
  /** The session the request presents: its SHA-256 goes in as `ath`. */
  accessToken?: string | undefined
  /** @default Date.now() */
  now?: number | undefined
  /** @default globalThis.crypto.subtle */
  subtle?: SubtleCrypto | undefined
}

const encoder = new TextEncoder()
const encodeJson = (value: unknown) => base64urlnopad.encode(encoder.encode(JSON.stringify(value)))

/**
 * A DPoP proof (RFC 9449) of the frame's device key for one request: a compact JWS, ES256, the
 * public key in its header, over the method, the URL, the time, a random id and the session's hash.
 * WebCrypto's ECDSA signature is already the JWS form (r ‖ s).
 */
export async function createDpopProof({
  key,
  method,
  url,
  accessToken,
  now = Date.now(),
  subtle = globalThis.crypto.subtle,
}: CreateDpopProofParameters): Promise<string> {
  const { kty, crv, x, y } = await subtle.exportKey('jwk', key.publicKey)
  const parsed = new URL(url)
  const header = encodeJson({ typ: 'dpop+jwt', alg: 'ES256', jwk: { kty, crv, x, y } })
  const payload = encodeJson({
    jti: base64urlnopad.encode(crypto.getRandomValues(new Uint8Array(16))),
    htm: method,
    htu: `${parsed.origin}${parsed.pathname}`,
    iat: Math.floor(now / 1_000),
    ...(accessToken
      ? {
          ath: base64urlnopad.encode(
            new Uint8Array(await subtle.digest('SHA-256', encoder.encode(accessToken))),
          ),
        }
      : {}),
  })
  const signature = await subtle.sign(
    { name: 'ECDSA', hash: 'SHA-256' },
    key.privateKey,
    encoder.encode(`${header}.${payload}`),
  )
  return `${header}.${payload}.${base64urlnopad.encode(new Uint8Array(signature))}`
}
