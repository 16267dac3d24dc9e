import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.js'
import type { IdentityResolver } from '../identity/createEnsIdentityResolver.js'
import { ETH_COIN_TYPE } from './coinTypeToChainId.js'
import { evmAddressOf, readStoredNamesOfAddress } from './readStoredNames.js'

/**
 * Identity (spec §7 `/v1/identity/{address}`) that knows the names registered through the API:
 * the chain's answer first (an address's own ENS reverse record wins, as in every ENS-aware app),
 * else the address's newest registered name that resolves back to it, with its avatar — the same
 * name the gateway gives ENS-aware apps for `<addr>.addr.reverse`. Read from the database on each
 * call, so a name shows at once after it is registered.
 */
export function withRegisteredNames(
  resolve: IdentityResolver,
  db: Kysely<Database>,
): IdentityResolver {
  return async (address) => {
    const onChain = await resolve(address)
    if (onChain.name) return onChain
    const lower = address.toLowerCase()
    const names = await readStoredNamesOfAddress(db, lower)
    const primary = names.find((n) => evmAddressOf(n, ETH_COIN_TYPE) === lower)
    if (!primary) return onChain
    return { name: primary.name, avatar: primary.attributes.avatar || null }
  }
}
