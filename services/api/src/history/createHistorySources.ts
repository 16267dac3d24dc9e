import type { ResolvedEvmChain } from '@portico/kit'
import { createBlockscoutHistorySource } from './blockscout/createBlockscoutHistorySource.js'
import { createEtherscanHistorySource } from './etherscan/createEtherscanHistorySource.js'
import type { HistorySource } from './HistorySource.js'

/** Where one chain's history and NFTs come from. */
export type ChainHistory = {
  chainId: number
  /** The built-in indexer's first block, when the operator indexes this chain. */
  indexerStartBlock?: number | undefined
  /** The adapter for history below the start block (all of it without the indexer) and NFTs. */
  source?: HistorySource | undefined
}

/** Each configured chain's history, by chain id (what the history and NFT routes read). */
export type HistorySources = ReadonlyMap<number, ChainHistory>

/**
 * The history sources of the operator's chains (`history` of each chain in the configuration
 * file): the indexer's start block, and a Blockscout adapter when `history.blockscout` is set,
 * else an Etherscan one when `history.etherscan` is (its key read from the variable
 * `apiKeyEnv` names). A chain with neither is left out. Throws, naming the chain and the
 * variable, when an Etherscan key is missing.
 *
 * @example
 * const history = createHistorySources(config.evm, process.env)
 * await createServer({ …, history })
 */
export function createHistorySources(
  chains: readonly ResolvedEvmChain[],
  env: NodeJS.ProcessEnv,
): HistorySources {
  const sources = new Map<number, ChainHistory>()
  for (const chain of chains) {
    const { history, chainId, nativeCurrency: native } = chain
    if (!history) continue
    let source: HistorySource | undefined
    if (history.blockscout)
      source = createBlockscoutHistorySource({ url: history.blockscout.url, chainId, native })
    else if (history.etherscan) {
      const apiKey = env[history.etherscan.apiKeyEnv]
      if (!apiKey)
        throw new Error(
          `${chain.caipNetworkId} history.etherscan: the environment variable ${history.etherscan.apiKeyEnv} (its API key) is not set`,
        )
      source = createEtherscanHistorySource({ url: history.etherscan.url, apiKey, chainId, native })
    }
    if (!source && !history.indexer) continue
    sources.set(chainId, { chainId, indexerStartBlock: history.indexer?.startBlock, source })
  }
  return sources
}
