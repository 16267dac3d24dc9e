import { ripemd160 } from '@noble/hashes/legacy'
import { sha256 } from '@noble/hashes/sha2'
import { bech32 } from '@scure/base'
import type { BitcoinNetwork } from './bitcoinNetworks.js'
import { deriveSecp256k1Key, type Secp256k1Key } from './deriveSecp256k1Key.js'

/** A Bitcoin payment account: a secp256k1 key and its native SegWit (P2WPKH) address. */
export type BitcoinAccount = Secp256k1Key & { address: string }

/** Parameters of `deriveBitcoinAccount`. */
export type DeriveBitcoinAccountParameters = {
  seed: Uint8Array
  accountIndex: number
  network: BitcoinNetwork
}

/** The bech32 P2WPKH address (witness version 0) of a compressed public key. */
export function getP2wpkhAddress(publicKey: Uint8Array, bech32Prefix: string): string {
  const program = ripemd160(sha256(publicKey))
  return bech32.encode(bech32Prefix, [0, ...bech32.toWords(program)])
}

/**
 * The BIP-84 receive address `m/84'/<coin>'/0'/0/<accountIndex>` of a network: `bc1q…` on
 * mainnet, `tb1q…` on test networks, `bcrt1q…` on regtest.
 */
export function deriveBitcoinAccount({
  seed,
  accountIndex,
  network,
}: DeriveBitcoinAccountParameters): BitcoinAccount {
  const key = deriveSecp256k1Key({ seed, path: `m/84'/${network.coinType}'/0'/0/${accountIndex}` })
  return { ...key, address: getP2wpkhAddress(key.publicKey, network.bech32Prefix) }
}
