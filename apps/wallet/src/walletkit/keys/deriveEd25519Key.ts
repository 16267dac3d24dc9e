import { HDKey } from 'micro-key-producer/slip10.js'

/** An ed25519 key pair derived with SLIP-0010. */
export type Ed25519Key = {
  /** The 32-byte private seed. */
  privateKey: Uint8Array
  /** The 32-byte public key. */
  publicKey: Uint8Array
  /** The derivation path, every level hardened. */
  path: string
}

/** Parameters of `deriveEd25519Key`. */
export type DeriveEd25519KeyParameters = {
  seed: Uint8Array
  /** A SLIP-0010 ed25519 path; every level must be hardened, e.g. `m/44'/501'/0'/0'`. */
  path: string
}

/** Derives an ed25519 key with SLIP-0010 (micro-key-producer), as Solana and Ledger-style wallets do. */
export function deriveEd25519Key({ seed, path }: DeriveEd25519KeyParameters): Ed25519Key {
  if (!/^m(\/\d+')*$/.test(path))
    throw new Error(`SLIP-0010 ed25519 paths are hardened only, got ${path}`)
  const key = HDKey.fromMasterSeed(seed).derive(path)
  return { privateKey: key.privateKey, publicKey: key.publicKeyRaw, path }
}
