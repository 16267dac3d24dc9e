import { deriveEd25519Key, type Ed25519Key } from './deriveEd25519Key.js'

/** A Polkadot account: an ed25519 key (its SS58 address depends on the chain, see encodeSs58Address). */
export type PolkadotAccount = Ed25519Key

/** Parameters of `derivePolkadotAccount`. */
export type DerivePolkadotAccountParameters = { seed: Uint8Array; accountIndex: number }

/**
 * The ed25519 Polkadot key at SLIP-0010 `m/44'/354'/<accountIndex>'/0'/0'` (coin type 354). The
 * sample wallet signs with ed25519 rather than sr25519, which would need a WebAssembly module.
 */
export function derivePolkadotAccount({
  seed,
  accountIndex,
}: DerivePolkadotAccountParameters): PolkadotAccount {
  return deriveEd25519Key({ seed, path: `m/44'/354'/${accountIndex}'/0'/0'` })
}
