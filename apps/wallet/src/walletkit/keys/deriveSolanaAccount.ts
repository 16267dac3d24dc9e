import { base58 } from '@scure/base'
import { deriveEd25519Key, type Ed25519Key } from './deriveEd25519Key.js'

/** A Solana account: an ed25519 key and its base58 address. */
export type SolanaAccount = Ed25519Key & { address: string }

/** Parameters of `deriveSolanaAccount`. */
export type DeriveSolanaAccountParameters = { seed: Uint8Array; accountIndex: number }

/** The Solana account at SLIP-0010 `m/44'/501'/<accountIndex>'/0'` (Phantom's and Solflare's path). */
export function deriveSolanaAccount({
  seed,
  accountIndex,
}: DeriveSolanaAccountParameters): SolanaAccount {
  const key = deriveEd25519Key({ seed, path: `m/44'/501'/${accountIndex}'/0'` })
  return { ...key, address: base58.encode(key.publicKey) }
}
