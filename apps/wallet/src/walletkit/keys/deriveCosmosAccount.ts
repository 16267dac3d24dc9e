import { ripemd160 } from '@noble/hashes/legacy'
import { sha256 } from '@noble/hashes/sha2'
import { bech32 } from '@scure/base'
import { deriveSecp256k1Key, type Secp256k1Key } from './deriveSecp256k1Key.js'

/** A Cosmos account: a secp256k1 key and its bech32 address. */
export type CosmosAccount = Secp256k1Key & { address: string }

/** Bech32 prefix of the sample wallet's Cosmos addresses, on every Cosmos chain. */
export const COSMOS_BECH32_PREFIX = 'cosmos'

/** Parameters of `deriveCosmosAccount`. */
export type DeriveCosmosAccountParameters = { seed: Uint8Array; accountIndex: number }

/** The Cosmos Hub account `m/44'/118'/0'/0/<accountIndex>`: bech32(`cosmos`, ripemd160(sha256(pubkey))). */
export function deriveCosmosAccount({
  seed,
  accountIndex,
}: DeriveCosmosAccountParameters): CosmosAccount {
  const key = deriveSecp256k1Key({ seed, path: `m/44'/118'/0'/0/${accountIndex}` })
  const address = bech32.encode(
    COSMOS_BECH32_PREFIX,
    bech32.toWords(ripemd160(sha256(key.publicKey))),
  )
  return { ...key, address }
}
