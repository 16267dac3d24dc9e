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
