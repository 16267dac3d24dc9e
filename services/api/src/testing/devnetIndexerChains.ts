import type { DevnetConfig } from '@portico/devnet'
import type { Address } from 'viem'
import type { IndexerChainConfig } from '../indexer/createIndexer.js'
import { createUniswapV2PriceSource } from '../indexer/createUniswapV2PriceSource.js'

/**
 * The indexer's chains for a running devnet (devnet.json): names, native currency and token icons
 * from the config, prices from its Uniswap V2 pools against USDC.
 */
export function devnetIndexerChains(config: DevnetConfig): IndexerChainConfig[] {
  const usdcDecimals = config.tokens.find((token) => token.contractKey === 'usdc')?.decimals ?? 6
  return config.chains.map((chain) => ({
    chainId: chain.chainId,
    rpcUrls: [chain.rpcUrl],
    name: chain.name,
    nativeCurrency: chain.nativeCurrency,
    tokens: config.tokens.map((token) => ({
      address: chain.contracts[token.contractKey] as Address,
      iconUrl: token.iconUrl,
    })),
    priceSource: createUniswapV2PriceSource({
      rpcUrl: chain.rpcUrl,
      factory: chain.contracts.uniswapV2Factory,
      usd: { address: chain.contracts.usdc, decimals: usdcDecimals },
      wrappedNative: chain.contracts.weth,
    }),
  }))
}
