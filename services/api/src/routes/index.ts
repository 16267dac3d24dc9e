import type { RateLimitStore } from '@portico/kit'
import type { FastifyPluginAsync } from 'fastify'
import type { Kysely } from 'kysely'
import type { BalanceReader } from '../balances/createBalanceReader.js'
import { catalogueRoutes } from '../catalogue/routes.js'
import type { ConvertOptions } from '../convert/convertOptions.js'
import { convertRoutes } from '../convert/convertRoutes.js'
import type { Database } from '../db/schema.js'
import type { HistorySources } from '../history/createHistorySources.js'
import { indexerRoutes } from '../indexer/routes/indexerRoutes.js'
import type { OnrampOptions } from '../onramp/onrampProviders.js'
import { onrampRoutes } from '../onramp/onrampRoutes.js'
import type { PriceReader } from '../prices/createPriceReader.js'
import type { ProfileOptions } from '../profile/profileOptions.js'
import { profileRoutes } from '../profile/profileRoutes.js'
import { projectRoutes } from './projectRoutes.js'

/** What every route plugin gets: the database, the clock, and the service's configuration. */
export type RouteContext = {
  db: Kysely<Database>
  now(): number
  /** Where route groups' own rate limits count: Redis with REDIS_URL. @default each limiter's memory */
  rateLimitStore?: RateLimitStore | undefined
  /** Options of the account-name routes (zone, gateway key, chains). */
  profile?: ProfileOptions | undefined
  /** Swaps (`/v1/convert/*`): providers, the operator's fee, the chains' RPC URLs. */
  convert?: ConvertOptions | undefined
  /** The on-ramp (`/v1/onramp/*`, `/v1/generators/onrampurl`): its providers and public URL. */
  onramp?: OnrampOptions | undefined
  /** Each chain's history sources (indexer start block, Blockscout or Etherscan adapter). */
  history?: HistorySources | undefined
  /** Balances of the operator's chains and clusters (createBalanceReader); without it, none. */
  balances?: BalanceReader | undefined
  /** Fungible prices of the operator's chains (createPriceReader); without it, none. */
  prices?: PriceReader | undefined
}

/** A group of routes of the API, registered by createServer (one entry per area). */
export type RoutePlugin = (context: RouteContext) => FastifyPluginAsync

/** Every route plugin of the API. Each area adds its own line. */
export const ROUTE_PLUGINS: RoutePlugin[] = [
  projectRoutes,
  catalogueRoutes,
  indexerRoutes,
  profileRoutes,
  convertRoutes,
  onrampRoutes,
]
