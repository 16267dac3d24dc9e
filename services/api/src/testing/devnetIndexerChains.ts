import type { DevnetConfig } from '@portico/devnet'
import { createChainSources } from '../chains/createChainSources.js'
import { indexerChainsOf } from '../chains/indexerChainsOf.js'
import type { IndexerChainConfig } from '../indexer/createIndexer.js'
import { readDevnetOperatorConfig } from './readDevnetOperatorConfig.js'

/**
 * The indexer's chains for a running devnet, as the API started by the devnet launcher has them:
 * from the devnet's operator file (indexerChainsOf: names, native currency, the token list's
 * icons, prices from its Uniswap V2 pools against USDC).
 */
export async function devnetIndexerChains(devnet: DevnetConfig): Promise<IndexerChainConfig[]> {
  const { config, env } = await readDevnetOperatorConfig(devnet)
  return indexerChainsOf(config, createChainSources(config.evm, env))
}
