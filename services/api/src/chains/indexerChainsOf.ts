import type { ResolvedOperatorConfig } from '@portico/kit'
import { getAddress } from 'viem'
import type { IndexerChainConfig } from '../indexer/createIndexer.js'
import { priceSourceOf } from './priceSourceOf.js'

/**
 * The built-in indexer's chains: those of the operator file with `history.indexer`, from its
 * start block and `confirmations` behind the head, with the chain's name, native currency, token
 * list (icons) and price source.
 */
export function indexerChainsOf(
  config: Pick<ResolvedOperatorConfig, 'evm'>,
  env: Readonly<Record<string, string | undefined>>,
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
        priceSource: priceSourceOf(chain, env),
        startBlock: indexer.startBlock,
        confirmations: indexer.confirmations,
      },
    ]
  })
}
