import { createLruCache, type ResolvedEvmChain } from '@portico/kit'
import type { FungiblePrice } from '@portico/protocol'
import { getAddress } from 'viem'
import { evmClientOf } from '../chains/evmClientOf.js'
import { NATIVE_TOKEN_ADDRESS } from '../indexer/constants.js'
import { chainUnavailable } from '../server/upstreamUnavailable.js'
import { PRICE_CACHE_MAX_ENTRIES, PRICE_CACHE_TTL_MS } from './constants.js'
import { createPriceSource } from './createPriceSource.js'
import type { PriceSource } from './PriceSource.js'

/** A token a price is asked for: its CAIP-10 address as asked, its chain and lowercase address. */
export type PriceReaderToken = { caip10: string; chainId: number; address: string }

/** The USD prices the API serves from the operator's chains (`POST /v1/fungible/price`). */
export type PriceReader = {
  /**
   * The tokens of `tokens` that have a trustworthy price, in the order asked, named as the chain's
   * token list (the native currency, NATIVE_TOKEN_ADDRESS, as the chain's `nativeCurrency`). A
   * chain not served, a token not listed and a token without a price are left out. Rejects with a
   * 503 ApiError (CHAIN_UNAVAILABLE, PRICE_PROVIDER_UNAVAILABLE) naming the chain when its price
   * source fails; nothing is cached then.
   */
  read(parameters: { tokens: readonly PriceReaderToken[] }): Promise<FungiblePrice[]>
}

/** Parameters of {@link createPriceReader}. */
export type CreatePriceReaderParameters = {
  /** The operator's EVM chains (ResolvedOperatorConfig.evm). */
  chains: readonly ResolvedEvmChain[]
  /** Where an HTTP price provider's key is read. */
  env: Readonly<Record<string, string | undefined>>
  /** A chain's price source. @default createPriceSource from the chain's `prices` over evmClientOf */
  getPriceSource?: ((chain: ResolvedEvmChain) => PriceSource) | undefined
  /** @default PRICE_CACHE_TTL_MS (60 s) */
  ttlMs?: number | undefined
  now?: (() => number) | undefined
}

type Listed = { name: string; symbol: string; iconUrl: string; decimals: number }

/**
 * The API's fungible prices on real chains, configured by the operator file (issue 18 "Prices"):
 * for each EVM chain its price source (Uniswap pools, an HTTP provider, or none) asked about the
 * native currency and the tokens of the chain's list, whether or not anyone ever transferred them.
 * Each token's answer, a price or none, is kept PRICE_CACHE_TTL_MS; a failed ask never.
 * @example
 * const prices = createPriceReader({ chains: config.evm, env: process.env })
 * await prices.read({ tokens: [{ caip10: 'eip155:1:0xa0b8…', chainId: 1, address: '0xa0b8…' }] })
 */
export function createPriceReader({
  chains,
  env,
  getPriceSource = (chain) =>
    createPriceSource({
      prices: chain.prices,
      client: evmClientOf(chain),
      multicall3: chain.multicall3,
      env,
    }),
  ttlMs = PRICE_CACHE_TTL_MS,
  now = Date.now,
}: CreatePriceReaderParameters): PriceReader {
  // Built once at start: a price source that cannot be configured (an unset key) stops the service.
  const served = new Map(
    chains.map((chain) => {
      const listed = new Map<string, Listed>([
        [
          NATIVE_TOKEN_ADDRESS,
          {
            name: chain.nativeCurrency.name,
            symbol: chain.nativeCurrency.symbol,
            iconUrl: chain.nativeCurrency.iconUrl ?? '',
            decimals: chain.nativeCurrency.decimals,
          },
        ],
        ...chain.tokens
          .filter((token) => token.chainId === chain.chainId)
          .map((token): [string, Listed] => [
            token.address.toLowerCase(),
            {
              name: token.name,
              symbol: token.symbol,
              iconUrl: token.logoURI ?? '',
              decimals: token.decimals,
            },
          ]),
      ])
      return [chain.chainId, { chain, listed, source: getPriceSource(chain) }] as const
    }),
  )
  const cache = createLruCache<string, { at: number; price: number | undefined }>({
    maxEntries: PRICE_CACHE_MAX_ENTRIES,
  })
  const keyOf = (chainId: number, address: string) => `${chainId} ${address}`

  /** The prices of `addresses` (listed, lowercase) on one chain, from the cache or its source. */
  async function readChain(
    chainId: number,
    addresses: readonly string[],
  ): Promise<Map<string, number | undefined>> {
    const prices = new Map<string, number | undefined>()
    const entry = served.get(chainId)
    if (!entry) return prices
    const stale: { address: string; decimals: number }[] = []
    for (const address of addresses) {
      const cached = cache.get(keyOf(chainId, address))
      const listed = entry.listed.get(address)
      if (cached && now() - cached.at < ttlMs) prices.set(address, cached.price)
      else if (listed) stale.push({ address, decimals: listed.decimals })
    }
    if (stale.length === 0) return prices
    let usd: Map<string, number>
    try {
      usd = await entry.source.getUsdPrices({
        chainId,
        tokens: stale.map(({ address, decimals }) => ({
          address: address === NATIVE_TOKEN_ADDRESS ? address : getAddress(address),
          decimals,
        })),
      })
    } catch (error) {
      // The HTTP provider answers its own 503; an on-chain source failed on the chain's RPC.
      throw chainUnavailable(entry.chain.caipNetworkId, error)
    }
    const at = now()
    for (const { address } of stale) {
      const price = usd.get(address)
      cache.set(keyOf(chainId, address), { at, price })
      prices.set(address, price)
    }
    return prices
  }

  return {
    async read({ tokens }) {
      const listedByChain = new Map<number, Set<string>>()
      for (const { chainId, address } of tokens) {
        if (!served.get(chainId)?.listed.has(address)) continue
        const set = listedByChain.get(chainId) ?? new Set<string>()
        listedByChain.set(chainId, set.add(address))
      }
      const perChain = new Map(
        await Promise.all(
          [...listedByChain].map(
            async ([chainId, addresses]) =>
              [chainId, await readChain(chainId, [...addresses])] as const,
          ),
        ),
      )
      return tokens.flatMap(({ caip10, chainId, address }) => {
        const listed = served.get(chainId)?.listed.get(address)
        const price = perChain.get(chainId)?.get(address)
        if (!listed || price === undefined) return []
        const { name, symbol, iconUrl } = listed
        return [{ address: caip10, name, symbol, iconUrl, price }]
      })
    },
  }
}
