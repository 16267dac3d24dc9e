import type { HttpClient } from '../http/createHttpClient.js'
import { HttpStatusError } from '../http/errors.js'
import { type PorticoStorage, STORAGE_KEYS } from '../storage/createStorage.js'
import { fetchRemoteConfig, type RemoteFeatures } from './fetchRemoteConfig.js'
import { type LocalConfigurationIgnoredWarning, mergeFeatures } from './mergeFeatures.js'
import {
  FEATURE_TOGGLES,
  type ResolvedFeatures,
  type ResolvedOptions,
  SOCIAL_PROVIDERS,
} from './options.js'

/** Where the last good remote configuration is kept. */
export const REMOTE_CONFIG_STORAGE_KEY = STORAGE_KEYS.remoteConfig

export type LoadRemoteConfigParameters = {
  /** A client of the Portico API (createHttpClient). */
  client: HttpClient
  storage: PorticoStorage
  options: Pick<ResolvedOptions, 'projectId' | 'features' | 'explicitFeatures' | 'payMode'>
  signal?: AbortSignal | undefined
}

export type LoadRemoteConfigReturnType = {
  /** The features to use. */
  features: ResolvedFeatures
  /** 'Local configuration ignored', with the keys, when remote values replaced explicit ones. */
  warning: LocalConfigurationIgnoredWarning | undefined
  /** Fresh from the API, the last good answer from storage, or local values only. */
  source: 'remote' | 'cache' | 'local'
  /** Why the API could not be used, when it could not. */
  error: unknown
  /**
   * 'INVALID_PROJECT_ID' when the API does not know the project id (HTTP 401): the widget shows
   * spec §8's 'Invalid Project ID' alert instead of quietly using the fallback.
   */
  alert: 'INVALID_PROJECT_ID' | undefined
}

type Cached = { projectId: string; features: RemoteFeatures }

/** The API refused the project id: 401, as services/api answers INVALID_PROJECT_ID. */
function isInvalidProjectId(error: unknown): boolean {
  return error instanceof HttpStatusError && error.status === 401
}

function isRemoteFeatures(value: unknown): value is RemoteFeatures {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false
  return Object.entries(value).every(
    ([key, item]) =>
      FEATURE_TOGGLES.includes(key as never) &&
      (typeof item === 'boolean' ||
        (key === 'socials' &&
          Array.isArray(item) &&
          item.every((social) => SOCIAL_PROVIDERS.includes(social)))),
  )
}

/** The last good remote configuration of this project, if storage holds a sound one. */
function readCache(storage: PorticoStorage, projectId: string): RemoteFeatures | undefined {
  try {
    const cached = JSON.parse(storage.getItem(REMOTE_CONFIG_STORAGE_KEY) ?? 'null') as Cached | null
    if (cached?.projectId === projectId && isRemoteFeatures(cached.features)) return cached.features
  } catch {
    // Unreadable or corrupt: as if there were none.
  }
  return undefined
}

function writeCache(storage: PorticoStorage, cached: Cached) {
  try {
    storage.setItem(REMOTE_CONFIG_STORAGE_KEY, JSON.stringify(cached))
  } catch {
    // Full or refused storage only costs the offline fallback.
  }
}

/**
 * The features to use (spec §1 "Defaults are controlled remotely with a local fallback; remote
 * configuration overrides local"):
 * 1. the API answers → its configuration over local values; it is cached for next time;
 * 2. the API cannot be reached or answers nonsense → the last good remote configuration of this
 *    project from storage, over local values (it was the last known truth);
 * 3. nothing cached (or no project id) → local values.
 * A project id the API does not know (HTTP 401) still falls back so the widget works, but is
 * reported as `alert: 'INVALID_PROJECT_ID'` (spec §8 'Invalid Project ID'), never silently.
 * In each case pay mode then turns email and socials off, and a 'Local configuration ignored'
 * warning lists explicit local toggles that remote values changed. Never rejects.
 */
export async function loadRemoteConfig({
  client,
  storage,
  options,
  signal,
}: LoadRemoteConfigParameters): Promise<LoadRemoteConfigReturnType> {
  const { projectId, features: local, explicitFeatures: explicit, payMode } = options
  const merge = (remote: RemoteFeatures) => mergeFeatures({ local, remote, explicit, payMode })
  if (!projectId) return { ...merge({}), source: 'local', error: undefined, alert: undefined }
  let error: unknown
  try {
    const remote = await fetchRemoteConfig({ client, projectId, signal })
    writeCache(storage, { projectId, features: remote })
    return { ...merge(remote), source: 'remote', error: undefined, alert: undefined }
  } catch (caught) {
    error = caught
  }
  const alert = isInvalidProjectId(error) ? 'INVALID_PROJECT_ID' : undefined
  const cached = readCache(storage, projectId)
  if (cached) return { ...merge(cached), source: 'cache', error, alert }
  return { ...merge({}), source: 'local', error, alert }
}
