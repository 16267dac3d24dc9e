import { getBitcoinNetwork } from '../walletkit/keys/bitcoinNetworks.js'

/** What @scure/btc-signer needs to encode and decode a network's addresses. */
export type BtcSignerNetwork = {
  bech32: string
  pubKeyHash: number
  scriptHash: number
  wif: number
}

/**
 * The address parameters of a `bip122:<reference>` chain: mainnet (`bc`), regtest (`bcrt`), any
 * other reference a test network (`tb`), each with its base58 versions.
 */
export function bitcoinAddressNetwork(chain: string): BtcSignerNetwork {
  const { bech32Prefix, name } = getBitcoinNetwork(chain.slice('bip122:'.length))
  return name === 'mainnet'
    ? { bech32: bech32Prefix, pubKeyHash: 0x00, scriptHash: 0x05, wif: 0x80 }
    : { bech32: bech32Prefix, pubKeyHash: 0x6f, scriptHash: 0xc4, wif: 0xef }
}
