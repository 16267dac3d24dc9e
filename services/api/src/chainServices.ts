import { existsSync } from 'node:fs'
import { DEFAULT_DEVNET_CONFIG_PATH, type DevnetConfig, readDevnetConfig } from '@portico/devnet'
import type { FastifyPluginAsync } from 'fastify'
import type { Kysely } from 'kysely'
import type { Database } from './db/schema.js'
import { createEnsIdentityResolver } from './identity/createEnsIdentityResolver.js'
import { identityRoutes } from './identity/identityRoutes.js'
import { createIndexer } from './indexer/createIndexer.js'
import { devnetIndexerChains } from './indexer/devnetIndexerChains.js'
import type { ProfileOptions } from './profile/profileOptions.js'
import { withRegisteredNames } from './profile/withRegisteredNames.js'
import { type SolanaBalanceOptions, solanaBalanceOptionsOf } from './solana/solanaBalanceOptions.js'

export type ChainServices = {
  /** Route plugins that need the chains (identity). */
  plugins: FastifyPluginAsync[]
  start(): void
  stop(): Promise<void>
  /** What was found, for the start-up line. */
  description: string
  /**
   * The account-name routes' chains (signatures, names held on chain) and the devnet's gateway
   * key (PROFILE_GATEWAY_KEY overrides it in main.ts).
   */
  profile: Pick<ProfileOptions, 'chains' | 'gatewayKey'>
  /** The devnet file that was read (chains, contracts, tokens), for the swap providers. */
  devnet?: DevnetConfig | undefined
  /** The devnet's local Solana network (devnet.json `solana`), whose balances the API reads. */
  solana?: SolanaBalanceOptions | undefined
}

/**
 * What the API runs against chains: the indexer (history, balances' token list, prices) and the
 * ENS identity resolver, configured from the devnet's file (PORTICO_DEVNET_CONFIG). Without that
 * file nothing chain-related runs and the data routes answer from an empty index.
 */
export function createChainServices({
  db,
  env,
}: {
  db: Kysely<Database>
  env: NodeJS.ProcessEnv
}): ChainServices {
  const path = env.PORTICO_DEVNET_CONFIG || DEFAULT_DEVNET_CONFIG_PATH
  const none = (why: string): ChainServices => ({
    plugins: [],
    start() {},
    stop: async () => {},
    description: `no chains (${why})`,
    profile: {},
  })
  if (!existsSync(path)) return none(`${path} not found`)
  let config: ReturnType<typeof readDevnetConfig>
  try {
    config = readDevnetConfig(path)
  } catch (error) {
    // A file from an older devnet: serve without chains rather than not at all.
    return none(`${(error as Error).message}; start the devnet again to rewrite it`)
  }
  // NFT metadata is fetched only from these origins: the devnet's asset server by default.
  const nftMetadataOrigins = env.PORTICO_NFT_METADATA_ORIGINS
    ? env.PORTICO_NFT_METADATA_ORIGINS.split(',')
        .map((o) => o.trim())
        .filter(Boolean)
    : [new URL(config.assetsUrl).origin]
  const indexer = createIndexer({ db, chains: devnetIndexerChains(config), nftMetadataOrigins })
  const ensChain = config.chains.find(
    (c) => String(c.chainId) === (env.PORTICO_ENS_CHAIN_ID ?? String(config.chains[0]?.chainId)),
  )
  const plugins = ensChain
    ? [
        identityRoutes({
          // Names registered through the API too (profile/withRegisteredNames).
          resolve: withRegisteredNames(
            createEnsIdentityResolver({
              rpcUrl: ensChain.rpcUrl,
              registry: ensChain.contracts.ensRegistry,
            }),
            db,
          ),
        }),
      ]
    : []
  return {
    plugins,
    start: () => indexer.start(),
    stop: () => indexer.stop(),
    description: `indexing ${config.chains.map((c) => c.chainId).join(', ')}; ENS on ${ensChain?.chainId ?? 'none'}`,
    profile: {
      chains: config.chains.map((c) => ({
        chainId: c.chainId,
        rpcUrl: c.rpcUrl,
        ensRegistry: c.contracts.ensRegistry,
      })),
      gatewayKey: config.profileGateway?.privateKey,
    },
    devnet: config,
    solana: solanaBalanceOptionsOf(config),
  }
}
