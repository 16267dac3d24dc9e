import { type Address, createPublicClient, formatUnits, http, parseAbi, zeroAddress } from 'viem'
import { MULTICALL3_ADDRESS, NATIVE_TOKEN_ADDRESS } from './constants.js'
import type { PriceSource } from './PriceSource.js'

const factoryAbi = parseAbi(['function getPair(address, address) view returns (address)'])
const pairAbi = parseAbi([
  'function token0() view returns (address)',
  'function getReserves() view returns (uint112, uint112, uint32)',
])

/** Parameters of {@link createUniswapV2PriceSource}. */
export type CreateUniswapV2PriceSourceParameters = {
  rpcUrl: string
  factory: Address
  /** The USD stable coin every price is quoted against (valued at 1 USD). */
  usd: { address: Address; decimals: number }
  /** The wrapped native token: the native currency gets its price. */
  wrappedNative?: Address | undefined
}

/**
 * Prices from Uniswap V2 pools against a USD stable coin: price = stable reserve / token reserve,
 * each in whole units. The stable coin itself is worth 1 USD. Tokens without a pool get no price.
 */
export function createUniswapV2PriceSource({
  rpcUrl,
  factory,
  usd,
  wrappedNative,
}: CreateUniswapV2PriceSourceParameters): PriceSource {
  const client = createPublicClient({ transport: http(rpcUrl, { retryCount: 1 }) })
  const usdAddress = usd.address.toLowerCase()
  return {
    async getUsdPrices({ tokens }) {
      const prices = new Map<string, number>()
      const others = tokens.filter((token) => token.address.toLowerCase() !== usdAddress)
      if (others.length < tokens.length) prices.set(usdAddress, 1)
      const pairs = await client.multicall({
        multicallAddress: MULTICALL3_ADDRESS,
        allowFailure: false,
        contracts: others.map((token) => ({
          address: factory,
          abi: factoryAbi,
          functionName: 'getPair',
          args: [token.address, usd.address],
        })),
      })
      const pooled = others
        .map((token, i) => ({ token, pair: pairs[i] }))
        .filter((entry): entry is { token: (typeof others)[number]; pair: Address } =>
          Boolean(entry.pair && entry.pair !== zeroAddress),
        )
      const reads = await client.multicall({
        multicallAddress: MULTICALL3_ADDRESS,
        allowFailure: false,
        contracts: pooled.flatMap(({ pair }) => [
          { address: pair, abi: pairAbi, functionName: 'token0' } as const,
          { address: pair, abi: pairAbi, functionName: 'getReserves' } as const,
        ]),
      })
      for (const [i, { token }] of pooled.entries()) {
        const token0 = reads[2 * i] as Address
        const [reserve0, reserve1] = reads[2 * i + 1] as readonly [bigint, bigint, number]
        const usdIsToken0 = token0.toLowerCase() === usdAddress
        const usdReserve = usdIsToken0 ? reserve0 : reserve1
        const tokenReserve = usdIsToken0 ? reserve1 : reserve0
        if (tokenReserve === 0n) continue
        const price =
          Number(formatUnits(usdReserve, usd.decimals)) /
          Number(formatUnits(tokenReserve, token.decimals))
        prices.set(token.address.toLowerCase(), price)
      }
      const nativePrice = wrappedNative && prices.get(wrappedNative.toLowerCase())
      if (nativePrice !== undefined && nativePrice !== 0)
        prices.set(NATIVE_TOKEN_ADDRESS, nativePrice)
      return prices
    },
  }
}
