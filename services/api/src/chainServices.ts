import type { ReadinessCheck, ResolvedOperatorConfig } from '@portico/kit'
import type { FastifyPluginAsync } from 'fastify'
import type { Kysely } from 'kysely'
import { getAddress } from 'viem'
import { type BalanceReader, createBalanceReader } from './balances/createBalanceReader.js'
import { createChainSources } from './chains/createChainSources.js'
import { indexerChainsOf } from './chains/indexerChainsOf.js'
import type { Database } from './db/schema.js'
import { createHistorySources, type HistorySources } from './history/createHistorySources.js'
import { createIdentityResolver, ensChainOf } from './identity/createIdentityResolver.js'
import { identityRoutes } from './identity/identityRoutes.js'
import { createIndexer } from './indexer/createIndexer.js'
import { createPriceReader, type PriceReader } from './prices/createPriceReader.js'
import type { ProfileOptions } from './profile/profileOptions.js'
import { withRegisteredNames } from './profile/withRegisteredNames.js'
import { createChainsCheck } from './server/plugins/createChainsCheck.js'

/** Why the API runs without chains when no operator file is named. */
export const NO_OPERATOR_CONFIG =
  'no operator configuration: name one with --config <file> or PORTICO_CONFIG'

export type ChainServices = {
  /** Route plugins that need the chains (identity). */
  plugins: FastifyPluginAsync[]
  start(): void
  stop(): Promise<void>
  /** What was found, for the start-up line. */
  description: string
  /** The account-name routes' chains (signatures, names held on chain) and zone (`names.zone`). */
  profile: Pick<ProfileOptions, 'chains' | 'zone'>
  /** Balances of every configured chain and cluster (createBalanceReader). */
  balances?: BalanceReader | undefined
  /** Fungible prices of every configured EVM chain (createPriceReader). */
  prices?: PriceReader | undefined
  /** History and NFT sources of the chains with `history` (createHistorySources). */
  history?: HistorySources | undefined
  /** /ready's `chains`: every configured chain's RPC through the same clients (createChainsCheck). */
  chainsCheck?: ReadinessCheck | undefined
}

/**
 * What the API runs against chains, all from the operator configuration (docs/operating.md): the
 * built-in indexer (history, its prices) over the chains with `history.indexer`, balances of the
 * EVM chains and Solana clusters (createBalanceReader) and fungible prices (createPriceReader), both
 * over one client and price source per chain, history sources (createHistorySources), the ENS
 * identity resolver (createIdentityResolver: mainnet's Universal Resolver, else the first chain with
 * ENS) and the name routes' chains. Without a configuration nothing chain-related runs and the
 * data routes answer from an empty index. Throws a start-up message when a section cannot be
 * served (e.g. a price source this API does not have).
 */
export function createChainServices({
  db,
  config,
  env,
}: {
  db: Kysely<Database>
  config: ResolvedOperatorConfig | undefined
  env: NodeJS.ProcessEnv
}): ChainServices {
  if (!config)
    return {
      plugins: [],
      start() {},
      stop: async () => {},
      description: `no chains (${NO_OPERATOR_CONFIG})`,
      profile: {},
    }
  // NFT metadata is fetched only from these origins (PORTICO_NFT_METADATA_ORIGINS overrides them).
  const nftMetadataOrigins = env.PORTICO_NFT_METADATA_ORIGINS
    ? env.PORTICO_NFT_METADATA_ORIGINS.split(',')
        .map((o) => o.trim())
        .filter(Boolean)
    : (config.nftMetadataOrigins ?? []).map((url) => new URL(url).origin)
  const identity = createIdentityResolver({ chains: config.evm })
  // One client and price source per chain, shared by the indexer, balances and prices.
  const sources = createChainSources(config.evm, env)
  const indexerChains = indexerChainsOf(config, sources)
  const indexer = createIndexer({ db, chains: indexerChains, nftMetadataOrigins })
  // Names registered through the API too (profile/withRegisteredNames).
  const plugins = identity ? [identityRoutes({ resolve: withRegisteredNames(identity, db) })] : []
  return {
    plugins,
    start: () => indexer.start(),
    stop: () => indexer.stop(),
    description: `${config.path}: indexing ${indexerChains.map((c) => c.chainId).join(', ') || 'no chain'}; ENS on ${ensChainOf(config.evm)?.chainId ?? 'none'}`,
    profile: {
      chains: config.evm.map((chain) => {
        const registry = chain.contracts?.ensRegistry ?? chain.ens?.registry
        return {
          chainId: chain.chainId,
          rpcUrls: chain.rpcUrls,
          ensRegistry: registry ? getAddress(registry) : undefined,
        }
      }),
      zone: config.names?.zone,
    },
    balances: createBalanceReader({
      chains: config.evm,
      solana: config.solana,
      env,
      getClient: sources.clientOf,
      getPriceSource: sources.priceSourceOf,
    }),
    prices: createPriceReader({
      chains: config.evm,
      env,
      getPriceSource: sources.priceSourceOf,
    }),
    history: createHistorySources(config.evm, env),
    chainsCheck: createChainsCheck({
      evm: config.evm.map((chain) => ({
        caipNetworkId: chain.caipNetworkId,
        client: sources.clientOf(chain),
      })),
      solana: config.solana,
    }),
  }
}
