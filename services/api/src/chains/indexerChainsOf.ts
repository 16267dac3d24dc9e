import type { ResolvedOperatorConfig } from '@portico/kit'
import { getAddress } from 'viem'
import type { IndexerChainConfig } from '../indexer/createIndexer.js'
import type { ChainSources } from './createChainSources.js'

/**
 * The built-in indexer's chains: those of the operator file with `history.indexer`, from its
 * start block and `confirmations` behind the head, with the chain's name, native currency, token
 * list (icons) and price source (the chain's shared one, none for `prices: none`).
 */
export function indexerChainsOf(
  config: Pick<ResolvedOperatorConfig, 'evm'>,
  sources: Pick<ChainSources, 'priceSourceOf'>,
): IndexerChainConfig[] {
  return config.evm.flatMap((chain) => {
    const indexer = chain.history?.indexer
    if (!indexer) return []
    return [
      {
        chainId: chain.chainId,
        rpcUrls: chain.rpcUrls,
        name: chain.name,
        nativeCurrency: chain.nativeCurrency,
        tokens: chain.tokens.map((token) => ({
          address: getAddress(token.address),
          iconUrl: token.logoURI,
        })),
        priceSource: chain.prices.source === 'none' ? undefined : sources.priceSourceOf(chain),
        startBlock: indexer.startBlock,
        confirmations: indexer.confirmations,
      },
    ]
  })
}
