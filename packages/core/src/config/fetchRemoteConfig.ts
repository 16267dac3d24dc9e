import { SDK_TYPE, SDK_VERSION } from '../constants.js'
import type { HttpClient } from '../http/createHttpClient.js'
import { InvalidRemoteConfigError } from './errors.js'
import {
  FEATURE_TOGGLES,
  type FeatureToggle,
  SOCIAL_PROVIDERS,
  type SocialProvider,
} from './options.js'

/** One entry of the `/appkit/v1/config` answer. */
export type RemoteConfigFeature = {
  /** A feature toggle name of spec §1: receive, send, swaps, onramp, email, socials, … */
  id: string
  isEnabled: boolean
  /** For `socials`: the providers, in display order. Other ids carry none yet. */
  config?: unknown
}

/**
 * The answer of `GET /appkit/v1/config`: a list of `{ id, isEnabled, config }` as the hosted
 * APIs answer, so one feature can carry its own settings (the socials list) and a newer server
 * can add features older widgets skip. Ids are our feature toggle names.
 *
 * @example { "features": [{ "id": "swaps", "isEnabled": false }, { "id": "socials", "isEnabled": true, "config": ["google", "github"] }] }
 */
export type RemoteConfigResponse = { features: RemoteConfigFeature[] }

/**
 * What the remote configuration says, per toggle; absent keys are left to local values.
 * `socials: true` means on without a list of its own (the local list, else the default one).
 */
export type RemoteFeatures = {
  readonly [K in Exclude<FeatureToggle, 'socials'>]?: boolean
} & { readonly socials?: boolean | readonly SocialProvider[] }

export type FetchRemoteConfigParameters = {
  client: HttpClient
  projectId: string
  signal?: AbortSignal | undefined
}
export type FetchRemoteConfigErrorType = InvalidRemoteConfigError | Error

function toSocials(config: unknown): boolean | readonly SocialProvider[] {
  if (!Array.isArray(config)) return true
  // Providers this widget does not know (a newer server) are skipped, duplicates once.
  const ordered = [...new Set(config)].filter((item): item is SocialProvider =>
    SOCIAL_PROVIDERS.includes(item),
  )
  return ordered.length ? Object.freeze(ordered) : false
}

/**
 * Reads the project's remote feature configuration (spec §7 `/appkit/v1/config`, with projectId,
 * st and sv). Unknown ids and malformed entries are skipped; an answer that is not
 * `{ features: [...] }` throws InvalidRemoteConfigError; HTTP failures throw the client's errors.
 */
export async function fetchRemoteConfig({
  client,
  projectId,
  signal,
}: FetchRemoteConfigParameters): Promise<RemoteFeatures> {
  const body = await client.get<unknown>({
    path: '/appkit/v1/config',
    query: { projectId, st: SDK_TYPE, sv: SDK_VERSION },
    signal,
  })
  const list = (body as { features?: unknown } | null)?.features
  if (!Array.isArray(list))
    throw new InvalidRemoteConfigError({
      details: 'GET /appkit/v1/config did not answer { features: [...] }',
    })
  const remote: Record<string, boolean | readonly SocialProvider[]> = {}
  for (const entry of list as unknown[]) {
    const { id, isEnabled, config } = (entry ?? {}) as Partial<RemoteConfigFeature>
    if (!FEATURE_TOGGLES.includes(id as FeatureToggle) || typeof isEnabled !== 'boolean') continue
    remote[id as FeatureToggle] = id === 'socials' && isEnabled ? toSocials(config) : isEnabled
  }
  return Object.freeze(remote) as RemoteFeatures
}
