import { BALANCE_CACHE_TTL_MS } from '@portico/core/internal'
import { createLruCache, type ResolvedEvmChain, type ResolvedSolanaCluster } from '@portico/kit'
import type { BalanceItem } from '@portico/protocol'
import type { Address, PublicClient } from 'viem'
import { evmClientOf } from '../chains/evmClientOf.js'
import { createPriceSource } from '../prices/createPriceSource.js'
import { createSolanaPriceSource } from '../prices/createSolanaPriceSource.js'
import type { PriceSource } from '../prices/PriceSource.js'
import { readSolanaClusterBalances } from '../solana/readSolanaClusterBalances.js'
import { readEvmBalances } from './readEvmBalances.js'

/** Balance answers kept at most (one per chain and address); the least recently used go first. */
export const BALANCE_CACHE_MAX_ENTRIES = 10_000

/** Parameters of {@link BalanceReader.read}. */
export type ReadBalanceParameters = {
  /** A 0x address (EVM chains) or a base58 public key (Solana clusters), checked by the route. */
  address: string
  /** One chain (CAIP-2); absent: every configured chain of the address's kind. */
  chainId?: string | undefined
  /** Read again even when the cached answer is younger than 30 s. */
  forceUpdate?: boolean | undefined
}

/** The balances the API serves from the operator's configuration. */
export type BalanceReader = {
  /** The CAIP-2 ids of the chains and clusters this reader serves, in the file's order. */
  chainIds: readonly string[]
  /** Whether `chainId` (CAIP-2) is a chain or cluster this reader serves. */
  serves(chainId: string): boolean
  /**
   * The balances of `address`: per chain native first, then tokens by value. A chain not served
   * has none. Rejects with a 503 ApiError (CHAIN_UNAVAILABLE, PRICE_PROVIDER_UNAVAILABLE) naming
   * the chain when its RPC or price provider fails; nothing is cached then.
   */
  read(parameters: ReadBalanceParameters): Promise<BalanceItem[]>
}

/** Parameters of {@link createBalanceReader}. */
export type CreateBalanceReaderParameters = {
  /** The operator's EVM chains (ResolvedOperatorConfig.evm). */
  chains: readonly ResolvedEvmChain[]
  /** The operator's Solana clusters (ResolvedOperatorConfig.solana). */
  solana?: readonly ResolvedSolanaCluster[] | undefined
  /** Where an HTTP price provider's key is read (EVM chains and Solana clusters). */
  env: Readonly<Record<string, string | undefined>>
  /** A chain's client. @default kit's createEvmRpcClient (spec §9 retry, fallback over rpcUrls) */
  getClient?: ((chain: ResolvedEvmChain) => PublicClient) | undefined
  /** A chain's price source. @default createPriceSource from the chain's `prices` */
  getPriceSource?: ((chain: ResolvedEvmChain, client: PublicClient) => PriceSource) | undefined
  /** @default BALANCE_CACHE_TTL_MS (30 s, spec §9 "Caches: balance and native balance 30 s") */
  ttlMs?: number | undefined
  now?: (() => number) | undefined
}

/**
 * The API's balances on real chains, configured by the operator file (issue 18 "What the API
 * serves on a real chain: Balances"): for each EVM chain the native currency and every listed
 * token held, read in one Multicall3 call and priced by the chain's price source; for each Solana
 * cluster SOL and the listed SPL tokens, priced by the cluster's (createSolanaPriceSource). Each
 * chain's answer for an address is cached 30 s (spec §9), a failed one never: the next request
 * asks again.
 * @example
 * const balances = createBalanceReader({ chains: config.evm, solana: config.solana, env: process.env })
 * await balances.read({ address: '0x…', chainId: 'eip155:1' })
 */
export function createBalanceReader({
  chains,
  solana = [],
  env,
  getClient = evmClientOf,
  getPriceSource,
  ttlMs = BALANCE_CACHE_TTL_MS,
  now = Date.now,
}: CreateBalanceReaderParameters): BalanceReader {
  // Built once at start: a price source that cannot be configured (an unset key) stops the service.
  const evm = chains.map((chain) => {
    const client = getClient(chain)
    const prices =
      getPriceSource?.(chain, client) ??
      createPriceSource({ prices: chain.prices, client, multicall3: chain.multicall3, env })
    return {
      id: chain.caipNetworkId,
      read: (address: string) =>
        readEvmBalances({ chain, client, prices, address: address as Address }),
    }
  })
  const clusters = solana.map((cluster) => {
    const prices = createSolanaPriceSource({ prices: cluster.prices, env })
    return {
      id: cluster.caipNetworkId,
      read: (owner: string) => readSolanaClusterBalances({ cluster, prices, owner }),
    }
  })
  const cache = createLruCache<string, { at: number; balances: BalanceItem[] }>({
    maxEntries: BALANCE_CACHE_MAX_ENTRIES,
  })

  async function readChain(
    chain: { id: string; read(address: string): Promise<BalanceItem[]> },
    address: string,
    forceUpdate: boolean,
  ): Promise<BalanceItem[]> {
    const key = `${chain.id} ${address}`
    const cached = cache.get(key)
    if (!forceUpdate && cached && now() - cached.at < ttlMs) return cached.balances
    // Only an answer is cached; a failure rejects before this line.
    const balances = await chain.read(address)
    cache.set(key, { at: now(), balances })
    return balances
  }

  const chainIds = [...evm, ...clusters].map((chain) => chain.id)
  return {
    chainIds,
    serves: (chainId) => chainIds.includes(chainId),
    async read({ address, chainId, forceUpdate = false }) {
      const isEvm = address.startsWith('0x')
      const candidates = isEvm ? evm : clusters
      const wanted = candidates.filter((chain) => chainId === undefined || chain.id === chainId)
      const key = isEvm ? address.toLowerCase() : address
      const perChain = await Promise.all(wanted.map((chain) => readChain(chain, key, forceUpdate)))
      return perChain.flat()
    },
  }
}
