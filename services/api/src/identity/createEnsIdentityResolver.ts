import { IDENTITY_CACHE_TTL_MS } from '@portico/core/internal'
import {
  type Address,
  type Client,
  createClient,
  getAddress,
  http,
  namehash,
  parseAbi,
  zeroAddress,
} from 'viem'
import { readContract } from 'viem/actions'

const registryAbi = parseAbi(['function resolver(bytes32 node) view returns (address)'])
const resolverAbi = parseAbi([
  'function addr(bytes32 node) view returns (address)',
  'function name(bytes32 node) view returns (string)',
  'function text(bytes32 node, string key) view returns (string)',
])

/** What an address is called: its primary ENS name and avatar, or nulls (spec §7 identity). */
export type Identity = { name: string | null; avatar: string | null }

export type IdentityResolver = (address: Address) => Promise<Identity>

export type CreateEnsIdentityResolverParameters = {
  /** The chain's RPC URL; unused when `client` is given. */
  rpcUrl?: string | undefined
  /** The chain's client (kit's createEvmRpcClient: spec §9 retry, fallback over its URLs). */
  client?: Client | undefined
  /** The ENS registry on that chain. */
  registry: Address
  /** @default IDENTITY_CACHE_TTL_MS (5 minutes, spec §9) */
  ttlMs?: number | undefined
  now?: (() => number) | undefined
}

/**
 * Resolves identities the way ENS-aware apps do: the reverse record of `<addr>.addr.reverse`
 * gives a name, which counts only if that name's address record points back (forward
 * verification); its `avatar` text record is the avatar. Results, found or not, are cached 5 min.
 */
export function createEnsIdentityResolver(
  parameters: CreateEnsIdentityResolverParameters,
): IdentityResolver {
  const { registry, ttlMs = IDENTITY_CACHE_TTL_MS, now = Date.now } = parameters
  const client = parameters.client ?? createClient({ transport: http(parameters.rpcUrl) })
  const cache = new Map<Address, { at: number; identity: Promise<Identity> }>()
  const resolverOf = (node: `0x${string}`) =>
    readContract(client, {
      address: registry,
      abi: registryAbi,
      functionName: 'resolver',
      args: [node],
    })

  async function resolve(address: Address): Promise<Identity> {
    const reverseNode = namehash(`${address.slice(2).toLowerCase()}.addr.reverse`)
    const reverseResolver = await resolverOf(reverseNode)
    if (reverseResolver === zeroAddress) return { name: null, avatar: null }
    const name = await readContract(client, {
      address: reverseResolver,
      abi: resolverAbi,
      functionName: 'name',
      args: [reverseNode],
    })
    if (!name) return { name: null, avatar: null }
    const node = namehash(name)
    const resolver = await resolverOf(node)
    if (resolver === zeroAddress) return { name: null, avatar: null }
    const forward = await readContract(client, {
      address: resolver,
      abi: resolverAbi,
      functionName: 'addr',
      args: [node],
    })
    if (getAddress(forward) !== address) return { name: null, avatar: null }
    const avatar = await readContract(client, {
      address: resolver,
      abi: resolverAbi,
      functionName: 'text',
      args: [node, 'avatar'],
    })
    return { name, avatar: avatar || null }
  }

  return (input) => {
    const address = getAddress(input)
    const cached = cache.get(address)
    if (cached && now() - cached.at < ttlMs) return cached.identity
    const identity = resolve(address)
    cache.set(address, { at: now(), identity })
    // A failed lookup is not cached: the next request tries again.
    identity.catch(() => cache.delete(address))
    return identity
  }
}
