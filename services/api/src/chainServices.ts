import type { ResolvedOperatorConfig } from '@portico/kit'
import type { FastifyPluginAsync } from 'fastify'
import type { Kysely } from 'kysely'
import { getAddress } from 'viem'
import { type BalanceReader, createBalanceReader } from './balances/createBalanceReader.js'
import { indexerChainsOf } from './chains/indexerChainsOf.js'
import type { Database } from './db/schema.js'
import { createHistorySources, type HistorySources } from './history/createHistorySources.js'
import { createIdentityResolver, ensChainOf } from './identity/createIdentityResolver.js'
import { identityRoutes } from './identity/identityRoutes.js'
import { createIndexer } from './indexer/createIndexer.js'
import type { ProfileOptions } from './profile/profileOptions.js'
import { withRegisteredNames } from './profile/withRegisteredNames.js'
import type { SolanaBalanceOptions } from './solana/solanaBalanceOptions.js'

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
  /** The Solana cluster whose balances the API reads (the file's first `solana` cluster). */
  solana?: SolanaBalanceOptions | undefined
  /** Balances of every configured chain and cluster (createBalanceReader). */
  balances?: BalanceReader | undefined
  /** History and NFT sources of the chains with `history` (createHistorySources). */
  history?: HistorySources | undefined
}

/**
 * What the API runs against chains, all from the operator configuration (docs/operating.md): the
 * built-in indexer (history, balances' token list, prices) over the chains with
 * `history.indexer`, balances (createBalanceReader), history sources (createHistorySources), the ENS
 * identity resolver (createIdentityResolver: mainnet's Universal Resolver, else the first chain with ENS), the name
 * routes' chains and Solana balances. Without a configuration nothing chain-related runs and the
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
  const indexerChains = indexerChainsOf(config, env)
  const indexer = createIndexer({ db, chains: indexerChains, nftMetadataOrigins })
  const identity = createIdentityResolver({ chains: config.evm })
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
          rpcUrl: chain.rpcUrls[0] as string,
          ensRegistry: registry ? getAddress(registry) : undefined,
        }
      }),
      zone: config.names?.zone,
    },
    solana: solanaBalanceOptionsOf(config),
    balances: createBalanceReader({ chains: config.evm, solana: config.solana, env }),
    history: createHistorySources(config.evm, env),
  }
}

/**
 * Solana balances of the file's first cluster: its RPC and the USDC of its token list (priced 1).
 * The Solana balances module reads SOL and USDC; the rest of the list waits for it.
 */
function solanaBalanceOptionsOf(config: ResolvedOperatorConfig): SolanaBalanceOptions | undefined {
  const cluster = config.solana[0]
  const usdc = cluster?.tokens.find((token) => token.symbol === 'USDC')
  if (!cluster || !usdc) return undefined
  return {
    rpcUrl: cluster.rpcUrls[0] as string,
    caipNetworkId: cluster.caipNetworkId as `solana:${string}`,
    usdcMint: usdc.address,
  }
}
