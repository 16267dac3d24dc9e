import type { ResolvedEvmChain } from '@portico/kit'
import { type Address, formatUnits, getAddress, type PublicClient, zeroAddress } from 'viem'
import { NATIVE_TOKEN_ADDRESS } from '../indexer/constants.js'
import type { PriceSource, PriceSourceToken } from './PriceSource.js'
import { priceFromReserves, priceFromSqrtPriceX96 } from './poolPrice.js'
import {
  erc20Abi,
  uniswapV2FactoryAbi,
  uniswapV2PairAbi,
  uniswapV3FactoryAbi,
  uniswapV3PoolAbi,
} from './uniswapAbis.js'

type UniswapPriceConfig = Extract<ResolvedEvmChain['prices'], { source: 'uniswap' }>

/** The V3 fee tiers tried when the configuration names none (the schema's `v3FeeTiers` default). */
export const DEFAULT_V3_FEE_TIERS: readonly number[] = [100, 500, 3000, 10000]

/** Parameters of {@link createUniswapPriceSource}. */
export type CreateUniswapPriceSourceParameters = {
  config: UniswapPriceConfig
  client: PublicClient
  /** The chain's Multicall3: each round of reads is one call. */
  multicall3: string
}

/** A pool found for a token against the USD stablecoin or the wrapped native token. */
type Pool = {
  version: 2 | 3
  address: Address
  token: string
  quote: 'usd' | 'weth'
}

/** A price a pool sets and how deep it is (its quote side, in USD). */
type Candidate = { price: number; depthUsd: number }

type CallResult = { status: 'success'; result: unknown } | { status: 'failure'; error: Error }

const ok = (r: CallResult | undefined) => (r?.status === 'success' ? r.result : undefined)

/**
 * USD prices from a chain's Uniswap pools (issue 18 "Prices: from on-chain pools … with a liquidity
 * floor so a thin pool cannot set a price"): for each token the V2 pairs (`getPair` → reserves)
 * and V3 pools of every fee tier (`getPool` → slot0's sqrtPriceX96) against the USD stablecoin
 * (worth 1) and against the wrapped native token (priced the same way); a pool whose quote side —
 * the stablecoin it holds, or the wrapped native it holds valued at its USD price — is under
 * `minLiquidityUsd` sets no price; of the pools above the floor the deepest sets it. The native
 * currency takes the wrapped native's price. Two multicalls a request: find the pools, read them;
 * an RPC that cannot answer them rejects.
 */
export function createUniswapPriceSource({
  config,
  client,
  multicall3,
}: CreateUniswapPriceSourceParameters): PriceSource {
  const usd = config.usd.address.toLowerCase()
  const weth = config.wrappedNative.toLowerCase()
  const feeTiers = config.v3FeeTiers ?? DEFAULT_V3_FEE_TIERS
  const multicallAddress = getAddress(multicall3)
  const quoteAddress = { usd, weth } as const
  // One eth_call a round, whatever the number of tokens (viem splits at 1 KiB by default).
  const multicall = async (contracts: readonly unknown[]) => {
    const results = (await client.multicall({
      multicallAddress,
      allowFailure: true,
      batchSize: 0,
      contracts: contracts as never,
    })) as CallResult[]
    // With allowFailure viem answers an eth_call that failed (RPC down, rate-limited) as every
    // call failing with that one error: the source cannot answer, which is no "no price".
    const first = results[0]
    if (
      first?.status === 'failure' &&
      results.every((r) => r.status === 'failure' && r.error === first.error)
    )
      throw first.error
    return results
  }

  return {
    async getUsdPrices({ tokens }) {
      const prices = new Map<string, number>()
      const decimals = new Map<string, number>()
      for (const t of tokens) decimals.set(t.address.toLowerCase(), t.decimals)
      decimals.set(usd, config.usd.decimals)
      if (tokens.some((t) => t.address.toLowerCase() === usd)) prices.set(usd, 1)
      // The wrapped native is always priced: the native currency and WETH routes need it.
      const wanted = [
        ...new Set([weth, ...tokens.map((t: PriceSourceToken) => t.address.toLowerCase())]),
      ].filter((a) => a !== usd && a !== NATIVE_TOKEN_ADDRESS)

      // Round 1: the pools of every (token, quote) in both versions, and WETH's decimals.
      const lookups: { version: 2 | 3; token: string; quote: 'usd' | 'weth' }[] = []
      const calls: unknown[] = [
        { address: getAddress(weth), abi: erc20Abi, functionName: 'decimals' },
      ]
      for (const token of wanted)
        for (const quote of token === weth ? (['usd'] as const) : (['usd', 'weth'] as const)) {
          const pair = [getAddress(token), getAddress(quoteAddress[quote])] as const
          if (config.v2Factory) {
            lookups.push({ version: 2, token, quote })
            calls.push({
              address: getAddress(config.v2Factory),
              abi: uniswapV2FactoryAbi,
              functionName: 'getPair',
              args: pair,
            })
          }
          if (config.v3Factory)
            for (const fee of feeTiers) {
              lookups.push({ version: 3, token, quote })
              calls.push({
                address: getAddress(config.v3Factory),
                abi: uniswapV3FactoryAbi,
                functionName: 'getPool',
                args: [...pair, fee],
              })
            }
        }
      const found = await multicall(calls)
      const wethDecimals = ok(found[0])
      if (typeof wethDecimals === 'number') decimals.set(weth, wethDecimals)
      const pools: Pool[] = lookups.flatMap((lookup, i) => {
        const address = ok(found[i + 1]) as Address | undefined
        return address && address !== zeroAddress ? [{ ...lookup, address }] : []
      })

      // Round 2: each pool's price and what it holds of its quote token.
      const reads = await multicall(
        pools.flatMap((pool) => [
          pool.version === 2
            ? { address: pool.address, abi: uniswapV2PairAbi, functionName: 'getReserves' }
            : { address: pool.address, abi: uniswapV3PoolAbi, functionName: 'slot0' },
          {
            address: pool.address,
            abi: pool.version === 2 ? uniswapV2PairAbi : uniswapV3PoolAbi,
            functionName: 'token0',
          },
          {
            address: getAddress(quoteAddress[pool.quote]),
            abi: erc20Abi,
            functionName: 'balanceOf',
            args: [pool.address],
          },
        ]),
      )
      const quoted = pools.flatMap((pool, i) => {
        const state = ok(reads[3 * i])
        const token0 = ok(reads[3 * i + 1]) as string | undefined
        const tokenDecimals = decimals.get(pool.token)
        const quoteDecimals = decimals.get(quoteAddress[pool.quote])
        if (!state || !token0 || tokenDecimals === undefined || quoteDecimals === undefined)
          return []
        const tokenIsToken0 = token0.toLowerCase() === pool.token
        let price: number | undefined
        let held: bigint
        if (pool.version === 2) {
          const [reserve0, reserve1] = state as readonly [bigint, bigint, number]
          held = tokenIsToken0 ? reserve1 : reserve0
          price = priceFromReserves({
            tokenReserve: tokenIsToken0 ? reserve0 : reserve1,
            quoteReserve: held,
            tokenDecimals,
            quoteDecimals,
          })
        } else {
          const balance = ok(reads[3 * i + 2])
          if (typeof balance !== 'bigint') return []
          held = balance
          price = priceFromSqrtPriceX96({
            sqrtPriceX96: (state as readonly [bigint])[0],
            tokenIsToken0,
            tokenDecimals,
            quoteDecimals,
          })
        }
        if (price === undefined) return []
        return [{ pool, price, held: Number(formatUnits(held, quoteDecimals)) }]
      })

      const deepest = (candidates: Candidate[]) =>
        candidates
          .filter((c) => c.depthUsd >= config.minLiquidityUsd)
          .sort((a, b) => b.depthUsd - a.depthUsd)[0]?.price
      const candidatesOf = (token: string, wethUsd: number | undefined): Candidate[] =>
        quoted.flatMap(({ pool, price, held }) => {
          if (pool.token !== token) return []
          if (pool.quote === 'usd') return [{ price, depthUsd: held }]
          return wethUsd === undefined ? [] : [{ price: price * wethUsd, depthUsd: held * wethUsd }]
        })

      const wethUsd = deepest(candidatesOf(weth, undefined))
      if (wethUsd !== undefined) {
        prices.set(NATIVE_TOKEN_ADDRESS, wethUsd)
        if (tokens.some((t) => t.address.toLowerCase() === weth)) prices.set(weth, wethUsd)
      }
      for (const token of wanted) {
        if (token === weth) continue
        const price = deepest(candidatesOf(token, wethUsd))
        if (price !== undefined) prices.set(token, price)
      }
      return prices
    },
  }
}
