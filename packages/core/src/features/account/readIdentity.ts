import type { IdentityResponse } from '@portico/protocol'
import { SDK_TYPE, SDK_VERSION } from '../../constants.js'
import { createHttpClient } from '../../http/createHttpClient.js'

/** The name and avatar of an address (spec §7 "GET /v1/identity/{address}"). Loaded on demand. */
export async function readIdentity({
  apiUrl,
  projectId,
  address,
}: {
  apiUrl: string
  projectId: string
  address: string
}): Promise<IdentityResponse> {
  const client = createHttpClient({
    baseUrl: apiUrl,
    baseQuery: { projectId, st: SDK_TYPE, sv: SDK_VERSION },
  })
  return client.get<IdentityResponse>({ path: `/v1/identity/${address}` })
}
