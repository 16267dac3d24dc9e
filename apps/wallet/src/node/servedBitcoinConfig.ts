import type { TestBitcoinWalletsConfig } from '../bitcoin/types.js'

/** A `bip122:` CAIP-2 id: the namespace and 32 hex digits of the genesis hash. */
const BIP122_CHAIN = /^bip122:[0-9a-f]{32}$/

/**
 * The test Bitcoin wallets' part of the served config: the devnet's Bitcoin network
 * (devnet.json `bitcoin`: its CAIP-2 id and Esplora-style API URL, http(s) only) and the devnet's
 * mnemonic, from which the page derives the payment and ordinal keys. Undefined when devnet.json
 * has no valid Bitcoin section (the wallet then keeps its defaults).
 */
export function servedBitcoinConfig(devnet: {
  mnemonic?: unknown
  bitcoin?: { apiUrl?: unknown; caipNetworkId?: unknown } | undefined
}): TestBitcoinWalletsConfig | undefined {
  const { apiUrl, caipNetworkId } = devnet.bitcoin ?? {}
  if (typeof apiUrl !== 'string' || typeof caipNetworkId !== 'string') return undefined
  if (!BIP122_CHAIN.test(caipNetworkId) || !/^https?:\/\/[^\s]+$/.test(apiUrl)) return undefined
  return {
    chains: [{ chain: caipNetworkId as `bip122:${string}`, apiUrl: apiUrl.replace(/\/+$/, '') }],
    ...(typeof devnet.mnemonic === 'string' && { mnemonic: devnet.mnemonic }),
  }
}
