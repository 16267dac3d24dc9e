import { DEFAULT_ACCOUNT_NAME_ZONE } from '@portico/core/internal'
import type { RateLimitRule } from '@portico/kit'
import type { Address, Hex } from 'viem'

/** A chain the name routes check signatures on (and, with `ensRegistry`, where names may already be held). */
export type ProfileChain = {
  chainId: number
  /** Tried in order (kit's createEvmRpcClient: spec §9's retry, then the next URL). */
  rpcUrls: readonly string[]
  /** The chain's ENS registry: a name of the zone it already has an owner for is taken. */
  ensRegistry?: Address | undefined
}

/** Options of the account-name routes (createServer's `profile`). */
export type ProfileOptions = {
  /** The zone names are registered in. @default DEFAULT_ACCOUNT_NAME_ZONE ('portico.eth') */
  zone?: string | undefined
  /**
   * Private key the CCIP-read gateway signs answers with (env PROFILE_GATEWAY_KEY; on the devnet its
   * fixed dev key). Without it the gateway routes are not served. Never logged.
   */
  gatewayKey?: Hex | undefined
  /** Chains whose signatures are checked (the operator file's, from chainServices). @default none */
  chains?: readonly ProfileChain[] | undefined
  /** `POST /v1/profile/account` per client IP, on top of the general limits. @default 20 per 60 s */
  registerPerIp?: RateLimitRule | undefined
  /** The public CCIP-read gateway per client IP (it has no project). @default 1,200 per 60 s */
  gatewayPerIp?: RateLimitRule | undefined
}

/** ProfileOptions with defaults applied. */
export type ResolvedProfileOptions = Required<Omit<ProfileOptions, 'gatewayKey' | 'chains'>> &
  Pick<ProfileOptions, 'gatewayKey' | 'chains'>

/** A zone: lower-case DNS labels joined by dots (the core's accountNameZone rule). */
const ZONE_PATTERN = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*$/

/** Applies the defaults and checks the zone and key; throws a clear error at start. */
export function resolveProfileOptions(options: ProfileOptions = {}): ResolvedProfileOptions {
  const zone = options.zone ?? DEFAULT_ACCOUNT_NAME_ZONE
  if (!ZONE_PATTERN.test(zone))
    throw new Error(`the name zone must be lower-case DNS labels joined by dots, got '${zone}'`)
  // The key itself is never part of a message.
  if (options.gatewayKey !== undefined && !/^0x[0-9a-fA-F]{64}$/.test(options.gatewayKey))
    throw new Error('PROFILE_GATEWAY_KEY must be a 32-byte hex private key (0x + 64 hex digits)')
  return {
    zone,
    gatewayKey: options.gatewayKey,
    chains: options.chains,
    registerPerIp: options.registerPerIp ?? { max: 20, windowMs: 60_000 },
    gatewayPerIp: options.gatewayPerIp ?? { max: 1_200, windowMs: 60_000 },
  }
}
