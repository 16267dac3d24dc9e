import type { PorticoContext } from '../../context.js'
import { HttpStatusError } from '../../http/errors.js'
import {
  type AddressName,
  addressNameCache,
  cachedAddressName,
  forgetAddressName,
} from './addressNameCache.js'

export type LookupAddressNameParameters = {
  /** An EVM address, 0x-prefixed (names are EVM only, spec §9: callers ask for EVM accounts only). */
  address: string
}

/**
 * What an EVM address is called, as the upstream widget finds it: its identity
 * (`GET /v1/identity/{address}`, spec §7: the ENS primary name and avatar), and when that has no
 * name or cannot answer, the newest name registered for it (`GET /v1/profile/reverse/{address}`)
 * with that name's avatar record. Answers are kept per instance for IDENTITY_CACHE_TTL_MS (spec §9
 * "ENS and identity 5 min"), and a lookup in flight is shared; a lookup that failed is not kept.
 * Without an API nothing is known. Never rejects.
 */
export function lookupAddressName(
  context: PorticoContext,
  { address }: LookupAddressNameParameters,
): Promise<AddressName> {
  const { apiUrl } = context.stores.options.getState().options
  if (!apiUrl || !context.projectId) return Promise.resolve({})
  const cached = cachedAddressName(context, address)
  if (cached) return cached
  const cache = addressNameCache(context)
  const key = address.toLowerCase()
  const entry = { readAt: context.now(), name: Promise.resolve<AddressName>({}) }
  entry.name = read(context, apiUrl, address).then(({ found, complete }) => {
    if (!complete && cache.get(key) === entry) forgetAddressName(context, address)
    return found
  })
  cache.set(key, entry)
  return entry.name
}

/** The lookup itself; `complete` is false when a call failed (the answer is then not kept). */
async function read(
  context: PorticoContext,
  apiUrl: string,
  address: string,
): Promise<{ found: AddressName; complete: boolean }> {
  const api = { apiUrl, projectId: context.projectId }
  // An API that refuses the identity route (404 without an ENS chain) has answered: no identity.
  const identity = await import('../account/readIdentity.js')
    .then(({ readIdentity }) => context.requests.track(() => readIdentity({ ...api, address })))
    .catch((error: unknown) => (isRefusal(error) ? null : undefined))
  if (identity?.name)
    return { found: { name: identity.name, avatar: identity.avatar ?? undefined }, complete: true }
  const names = await import('./profileApi.js')
    .then(({ readReverseNames }) =>
      context.requests.track((signal) => readReverseNames({ ...api, address, signal })),
    )
    .catch(() => undefined)
  const newest = names?.[0]
  const found = newest
    ? { name: newest.name, avatar: newest.attributes[0]?.avatar || undefined }
    : {}
  return { found, complete: identity !== undefined && names !== undefined }
}

/** An answer of the API saying no (4xx), as opposed to one it could not give (5xx, network). */
function isRefusal(error: unknown): boolean {
  return error instanceof HttpStatusError && error.status >= 400 && error.status < 500
}
