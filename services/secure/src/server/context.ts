import type { RateLimiter } from '@portico/kit'
import type { Kysely } from 'kysely'
import type { FrameEvmNetwork, FrameSolanaNetwork } from '../../frame/src/config/framePageConfig.js'
import type { SecureRateLimits } from '../config/rateLimits.js'
import type { ServerKeys } from '../crypto/createServerKeys.js'
import type { SecureDatabase } from '../db/schema.js'
import type { FarcasterIdRegistry } from '../farcaster/createFarcasterIdRegistry.js'
import type { FarcasterRelay } from '../farcaster/createFarcasterRelay.js'
import type { FrameBundle } from '../frame/createFrameBundle.js'
import type { Mailer } from '../mail/createMailer.js'
import type { NativePriceClient } from '../prices/createNativePriceClient.js'
import type { OriginsClient } from '../projects/createOriginsClient.js'
import type { SocialClients } from '../social/createSocialClients.js'

/** The networks of the frame page's config. */
export type FrameNetworks = {
  evmNetworks: readonly FrameEvmNetwork[]
  solanaNetworks?: readonly FrameSolanaNetwork[] | undefined
}

/** Everything the routes share: storage, keys, clock, clients and limits. */
export type SecureContext = {
  db: Kysely<SecureDatabase>
  keys: ServerKeys
  now: () => number
  /** The secure site's origin (no trailing slash). */
  publicUrl: string
  mailer: Mailer
  origins: OriginsClient
  /** USD prices of chains' native currencies (the approval screen's fee). */
  prices: NativePriceClient
  social: SocialClients
  farcaster: FarcasterRelay | undefined
  /** Farcaster's IdRegistry: a Farcaster sign-in's signer must hold its fid there. */
  farcasterIdRegistry: FarcasterIdRegistry
  /** The built frame page's files. */
  frameBundle: FrameBundle
  /** The networks the frame page is given (none: it uses the devnet chains). */
  frameNetworks: FrameNetworks
  /** Extra connect-src sources of the frame page. */
  connectSrc: readonly string[]
  /** One limiter per rule, counted in Redis with REDIS_URL (cluster-wide), else in memory. */
  limiters: Record<keyof SecureRateLimits, RateLimiter>
  /** How long a long-poll (device approval, Farcaster) waits before answering 'pending'. */
  longPollMs: number
  /** How often a long-poll looks again. */
  pollIntervalMs: number
  /** A development deployment: projects allowing `*` may use email and social login. */
  development: boolean
}
