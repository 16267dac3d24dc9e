import { HDKey } from '@scure/bip32'

/** A secp256k1 key pair derived with BIP-32. */
export type Secp256k1Key = {
  /** The 32-byte private key. */
  privateKey: Uint8Array
  /** The 33-byte compressed public key. */
  publicKey: Uint8Array
  path: string
}

/** Parameters of `deriveSecp256k1Key`. */
export type DeriveSecp256k1KeyParameters = {
  seed: Uint8Array
  /** A BIP-32 path, e.g. `m/84'/0'/0'/0/0`. */
  path: string
}

/** Derives a secp256k1 key with BIP-32 (@scure/bip32). */
export function deriveSecp256k1Key({ seed, path }: DeriveSecp256k1KeyParameters): Secp256k1Key {
  const key = HDKey.fromMasterSeed(seed).derive(path)
  if (!key.privateKey || !key.publicKey) throw new Error(`could not derive ${path}`)
  return { privateKey: key.privateKey, publicKey: key.publicKey, path }
}
