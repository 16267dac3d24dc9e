import type { DevnetConfig } from '@portico/devnet'
import type { FrameEvmNetwork } from '../../frame/src/config/framePageConfig.js'

/**
 * The frame page's EVM networks from the devnet's devnet.json: each chain with its RPC URL, native
 * currency and ERC-20s (addresses of that chain), so the frame reads and signs on the chains the
 * devnet actually runs (its ports may be moved).
 */
export function devnetFrameNetworks(config: DevnetConfig): FrameEvmNetwork[] {
  return config.chains.map((chain) => ({
    chainId: chain.chainId,
    name: chain.name,
    rpcUrl: chain.rpcUrl,
    nativeCurrency: chain.nativeCurrency,
    tokens: config.tokens.map((token) => ({
      address: chain.contracts[token.contractKey],
      name: token.name,
      symbol: token.symbol,
      decimals: token.decimals,
      iconUrl: token.iconUrl,
    })),
  }))
}
