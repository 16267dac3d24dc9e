import { generateKeyPairSync, sign } from 'node:crypto'
import { encodeIss, generateKeyPair, type Keypair, signJWT } from '@walletconnect/relay-auth'

/** A relay client's key and its id (did:key), as a WalletConnect Core has. */
export type ClientIdentity = { keyPair: Keypair; clientId: string }

/** A fresh ed25519 client identity. */
export function createClientIdentity(): ClientIdentity {
  const keyPair = generateKeyPair()
  return { keyPair, clientId: encodeIss(keyPair.publicKey) }
}

/** The `auth` JWT a client puts on the relay URL: audience `aud`, valid `ttlS` from `iatS`. */
export function signClientJwt(
  identity: ClientIdentity,
  aud: string,
  { ttlS = 86_400, iatS = Math.floor(Date.now() / 1_000) }: { ttlS?: number; iatS?: number } = {},
): Promise<string> {
  return signJWT('test-subject', aud, ttlS, identity.keyPair, iatS)
}

/**
 * A JWT with any payload (`iss` is filled in: the did:key of a fresh ed25519 key, which signs it),
 * for tokens the SDK never makes — no `exp`, a lifetime of a month.
 */
export function signCustomClientJwt(payload: Record<string, unknown>): string {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519')
  const raw = Buffer.from(publicKey.export({ format: 'jwk' }).x ?? '', 'base64url')
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
  const data = `${part({ alg: 'EdDSA', typ: 'JWT' })}.${part({ iss: encodeIss(raw), ...payload })}`
  return `${data}.${sign(null, Buffer.from(data), privateKey).toString('base64url')}`
}
