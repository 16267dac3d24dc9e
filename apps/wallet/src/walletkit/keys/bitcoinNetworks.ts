/** What a BIP-84 address needs to know about a Bitcoin network. */
export type BitcoinNetwork = {
  name: 'mainnet' | 'testnet' | 'regtest'
  /** Human-readable part of its bech32 addresses. */
  bech32Prefix: 'bc' | 'tb' | 'bcrt'
  /** BIP-44 coin type: 0 on mainnet, 1 on every test network. */
  coinType: 0 | 1
}

/** CAIP-2 reference (first 32 hex digits of the genesis block hash) of Bitcoin mainnet. */
export const BITCOIN_MAINNET_REFERENCE = '000000000019d6689c085ae165831e93'
/** CAIP-2 reference of a Bitcoin Core regtest chain. */
export const BITCOIN_REGTEST_REFERENCE = '0f9188f13cb7b2c71f2a335e3a4fc328'

const MAINNET: BitcoinNetwork = { name: 'mainnet', bech32Prefix: 'bc', coinType: 0 }
const REGTEST: BitcoinNetwork = { name: 'regtest', bech32Prefix: 'bcrt', coinType: 1 }
const TESTNET: BitcoinNetwork = { name: 'testnet', bech32Prefix: 'tb', coinType: 1 }

/**
 * The network of a `bip122:<reference>` chain: mainnet and regtest by their genesis hash; any other
 * reference (testnet3, testnet4, signet, a private test chain) is a test network with `tb` addresses.
 */
export function getBitcoinNetwork(reference: string): BitcoinNetwork {
  if (reference === BITCOIN_MAINNET_REFERENCE) return MAINNET
  if (reference === BITCOIN_REGTEST_REFERENCE) return REGTEST
  return TESTNET
}
