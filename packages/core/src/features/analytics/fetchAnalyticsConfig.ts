import { SDK_TYPE, SDK_VERSION } from '../../constants.js'
import type { HttpClient } from '../../http/createHttpClient.js'
import { InvalidAnalyticsConfigError } from './errors.js'

/** The answer of `GET /getAnalyticsConfig` (spec §7). */
export type AnalyticsConfigResponse = { isAnalyticsEnabled: boolean }

export type FetchAnalyticsConfigParameters = {
  /** A client of the Portico API (createHttpClient). */
  client: HttpClient
  projectId: string
  signal?: AbortSignal | undefined
}
export type FetchAnalyticsConfigReturnType = boolean
export type FetchAnalyticsConfigErrorType = InvalidAnalyticsConfigError | Error

/**
 * Whether the project takes analytics: spec §7 `/getAnalyticsConfig (isAnalyticsEnabled)`, with
 * projectId, st and sv. An answer without a boolean `isAnalyticsEnabled` throws
 * InvalidAnalyticsConfigError; HTTP failures throw the client's errors.
 */
export async function fetchAnalyticsConfig({
  client,
  projectId,
  signal,
}: FetchAnalyticsConfigParameters): Promise<FetchAnalyticsConfigReturnType> {
  const body = await client.get<unknown>({
    path: '/getAnalyticsConfig',
    query: { projectId, st: SDK_TYPE, sv: SDK_VERSION },
    signal,
  })
  const enabled = (body as Partial<AnalyticsConfigResponse> | null)?.isAnalyticsEnabled
  if (typeof enabled !== 'boolean')
    throw new InvalidAnalyticsConfigError({
      details: 'GET /getAnalyticsConfig did not answer { isAnalyticsEnabled: boolean }',
    })
  return enabled
}
