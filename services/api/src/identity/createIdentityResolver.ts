import { IDENTITY_CACHE_TTL_MS } from '@portico/core/internal'
import { createLruCache, type ResolvedEvmChain } from '@portico/kit'
import { type Address, getAddress, type PublicClient } from 'viem'
import { evmClientOf } from '../chains/evmClientOf.js'
import { chainUnavailable } from '../server/upstreamUnavailable.js'
import {
  createEnsIdentityResolver,
  type Identity,
  type IdentityResolver,
} from './createEnsIdentityResolver.js'
import { readEnsIdentity } from './readEnsIdentity.js'

/** Identities kept at most; the least recently used go first. */
export const IDENTITY_CACHE_MAX_ENTRIES = 10_000

/** Parameters of {@link createIdentityResolver}. */
export type CreateIdentityResolverParameters = {
  /** The operator's EVM chains; ENS is read on eip155:1 when it has ENS, else the first that has. */
  chains: readonly ResolvedEvmChain[]
  /** A chain's client. @default kit's createEvmRpcClient (spec §9 retry, fallback over rpcUrls) */
  getClient?: ((chain: ResolvedEvmChain) => PublicClient) | undefined
  /** @default IDENTITY_CACHE_TTL_MS (5 min, spec §9 "ENS and identity 5 min") */
  ttlMs?: number | undefined
  now?: (() => number) | undefined
}

/** The chain whose ENS names addresses: mainnet when it has ENS, else the first chain with ENS. */
export function ensChainOf(chains: readonly ResolvedEvmChain[]): ResolvedEvmChain | undefined {
  const withEns = chains.filter((chain) => chain.ens?.universalResolver || chain.ens?.registry)
  return withEns.find((chain) => chain.chainId === 1) ?? withEns[0]
}

/**
 * The identity route's resolver from the operator's chains (issue 18 "Identity: ENS
 * forward-verified names and avatars through the Universal Resolver with CCIP-read, as viem does
 * it"): through `ens.universalResolver` with viem (readEnsIdentity), or — only when just
 * `ens.registry` is configured — the registry's reverse and forward records. Answers, named or
 * not, are cached 5 min (spec §9); an RPC that fails is a 503 CHAIN_UNAVAILABLE and is not
 * cached. Undefined when no chain has ENS.
 */
export function createIdentityResolver({
  chains,
  getClient = evmClientOf,
  ttlMs = IDENTITY_CACHE_TTL_MS,
  now = Date.now,
}: CreateIdentityResolverParameters): IdentityResolver | undefined {
  const chain = ensChainOf(chains)
  const ens = chain?.ens
  if (!chain || !ens) return undefined
  const client = getClient(chain)
  const { universalResolver, registry } = ens
  const read: IdentityResolver = universalResolver
    ? (address) => readEnsIdentity({ client, universalResolver, address })
    : createEnsIdentityResolver({
        client,
        registry: getAddress(registry as string),
        // This resolver keeps answers itself below.
        ttlMs: 0,
        now,
      })
  const cache = createLruCache<Address, { at: number; identity: Promise<Identity> }>({
    maxEntries: IDENTITY_CACHE_MAX_ENTRIES,
  })
  return (input) => {
    const address = getAddress(input)
    const cached = cache.get(address)
    if (cached && now() - cached.at < ttlMs) return cached.identity
    const identity = read(address).catch((error: unknown) => {
      // A failed lookup is not cached: the next request asks again.
      cache.delete(address)
      throw chainUnavailable(chain.caipNetworkId, error)
    })
    cache.set(address, { at: now(), identity })
    return identity
  }
}
