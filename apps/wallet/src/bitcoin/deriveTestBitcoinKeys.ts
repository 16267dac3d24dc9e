import { HDKey } from '@scure/bip32'
import * as btc from '@scure/btc-signer'
import { deriveSeed } from '../walletkit/keys/deriveSeed.js'
import type { BtcSignerNetwork } from './bitcoinAddressNetwork.js'

/** A key of the test Bitcoin wallet with its output script and address on one network. */
export type TestBitcoinKey = {
  /** BIP-32 path, e.g. `m/84'/1'/0'/0/0`. */
  path: string
  privateKey: Uint8Array
  /** Compressed (33 bytes) for payment; x-only internal key (32 bytes) for ordinal. */
  publicKey: Uint8Array
  /** The output script the address pays to. */
  script: Uint8Array
  address: string
}

/** The two keys of one index: payment (P2WPKH, BIP-84) and ordinal (P2TR key path, BIP-86). */
export type TestBitcoinKeys = { payment: TestBitcoinKey; ordinal: TestBitcoinKey }

/**
 * Derives, for index `i` of a BIP-39 mnemonic, the payment key m/84'/coin'/0'/0/i and the ordinal
 * key m/86'/coin'/0'/0/i (coin 0 on mainnet, 1 elsewhere) with their addresses on `network`.
 * Returns a function of `i` that caches what it derived.
 */
export function createTestBitcoinKeyring(
  mnemonic: string,
  network: BtcSignerNetwork,
): (index: number) => TestBitcoinKeys {
  const root = HDKey.fromMasterSeed(deriveSeed(mnemonic))
  const coin = network.bech32 === 'bc' ? 0 : 1
  const cache = new Map<number, TestBitcoinKeys>()
  return (index) => {
    if (!Number.isInteger(index) || index < 0 || index >= 2 ** 31)
      throw new RangeError(`No Bitcoin key index ${index}.`)
    const cached = cache.get(index)
    if (cached) return cached
    const at = (path: string) => {
      const child = root.derive(path)
      if (!child.privateKey || !child.publicKey) throw new Error(`could not derive ${path}`)
      return { path, privateKey: child.privateKey, publicKey: child.publicKey }
    }
    const pay = at(`m/84'/${coin}'/0'/0/${index}`)
    const ord = at(`m/86'/${coin}'/0'/0/${index}`)
    const p2wpkh = btc.p2wpkh(pay.publicKey, network)
    const internalKey = ord.publicKey.slice(1)
    const p2tr = btc.p2tr(internalKey, undefined, network)
    const keys: TestBitcoinKeys = {
      payment: { ...pay, script: p2wpkh.script, address: p2wpkh.address! },
      ordinal: { ...ord, publicKey: internalKey, script: p2tr.script, address: p2tr.address! },
    }
    cache.set(index, keys)
    return keys
  }
}
