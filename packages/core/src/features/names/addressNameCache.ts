import { IDENTITY_CACHE_TTL_MS } from '../../constants.js'
import type { PorticoContext } from '../../context.js'

/** What an address is called (spec §3 profileName, profileImage); both absent when nothing is known. */
export type AddressName = { name?: string | undefined; avatar?: string | undefined }

/**
 * The names of one instance's addresses, by lower-cased address: the lookup (in flight or done)
 * and when it started. Kept IDENTITY_CACHE_TTL_MS (spec §9 "ENS and identity 5 min").
 */
export type AddressNameCache = Map<string, { readAt: number; name: Promise<AddressName> }>

/** The instance's cache of address names (`context.sessions.names`). */
export function addressNameCache(context: PorticoContext): AddressNameCache {
  return context.sessions.names
}

/** The cached lookup of `address`, if it is younger than IDENTITY_CACHE_TTL_MS. */
export function cachedAddressName(
  context: PorticoContext,
  address: string,
): Promise<AddressName> | undefined {
  const entry = addressNameCache(context).get(address.toLowerCase())
  if (!entry || context.now() - entry.readAt >= IDENTITY_CACHE_TTL_MS) return undefined
  return entry.name
}

/** Drops what is known of `address` (a name was registered for it): the next lookup asks again. */
export function forgetAddressName(context: PorticoContext, address: string): void {
  addressNameCache(context).delete(address.toLowerCase())
}
