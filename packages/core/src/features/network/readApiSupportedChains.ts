import { SDK_TYPE, SDK_VERSION } from '../../constants.js'
import { createHttpClient } from '../../http/createHttpClient.js'

/**
 * The CAIP-2 ids of the chains the Portico API serves (spec §7 "GET v1/supported-chains": its
 * `http` list). Ids that are not strings are left out; an answer without the list throws. Loaded
 * on demand.
 */
export async function readApiSupportedChains({
  apiUrl,
  projectId,
  signal,
}: {
  apiUrl: string
  projectId: string
  signal?: AbortSignal | undefined
}): Promise<string[]> {
  const client = createHttpClient({
    baseUrl: apiUrl,
    baseQuery: { projectId, st: SDK_TYPE, sv: SDK_VERSION },
  })
  const answer = await client.get<unknown>({ path: '/v1/supported-chains', signal })
  const http = (answer as { http?: unknown } | null)?.http
  if (!Array.isArray(http)) throw new TypeError('The supported-chains answer has no http list')
  return http.filter((id): id is string => typeof id === 'string')
}
