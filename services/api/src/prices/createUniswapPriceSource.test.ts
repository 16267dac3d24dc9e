// Prices from real Uniswap V2 and V3 pools on anvil (the devnet's V2 pairs, a V3 factory from
// @uniswap/v3-core's artifact), read through kit's RPC client as the API reads them.
import type { DevnetHandle } from '@portico/devnet'
import { startTestDevnet } from '@portico/devnet/testing'
import { createEvmRpcClient, type ResolvedEvmChain } from '@portico/kit'
import { type Address, getAddress, parseAbi } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { NATIVE_TOKEN_ADDRESS } from '../indexer/constants.js'
import { createUniswapPriceSource } from './createUniswapPriceSource.js'
import { createPoolWorld, type WorldToken } from './testing/poolWorld.js'

type UniswapPriceConfig = Extract<ResolvedEvmChain['prices'], { source: 'uniswap' }>

/** The floor of these tests, in USD. */
const MIN_LIQUIDITY_USD = 1_000

let devnet: DevnetHandle
let world: Awaited<ReturnType<typeof createPoolWorld>>
let usdc: WorldToken
let weth: WorldToken
let dai: WorldToken
/** V3 deep at 2, V2 shallower at 2.5. */
let x: WorldToken
/** V2 deep at 3, V3 shallower (above the floor) at 4. */
let y: WorldToken
/** Only a V3 pool against WETH: 0.01 WETH. */
let w: WorldToken
/** Only thin pools (V2 at 50, V3 at 70), both under the floor. */
let thin: WorldToken
/** No pool at all. */
let lonely: WorldToken

beforeAll(async () => {
  devnet = await startTestDevnet()
  const chain = devnet.config.chains[0]
  if (!chain) throw new Error('no chain')
  const deployer = getAddress(
    devnet.config.accounts.find((a) => a.label === 'deployer')?.address ?? '',
  )
  world = await createPoolWorld(chain, deployer)
  usdc = { address: chain.contracts.usdc, decimals: 6 }
  weth = { address: chain.contracts.weth, decimals: 18 }
  dai = { address: chain.contracts.dai, decimals: 18 }
  const v2 = chain.contracts.uniswapV2Factory
  x = await world.createToken('X')
  await world.addV3Pool(x, usdc, { price: 2, depth: 100_000, fee: 3000 })
  await world.addV2Pair(v2, x, usdc, { price: 2.5, depth: 5_000 })
  y = await world.createToken('Y', 8)
  await world.addV2Pair(v2, y, usdc, { price: 3, depth: 50_000 })
  await world.addV3Pool(y, usdc, { price: 4, depth: 5_000, fee: 500 })
  w = await world.createToken('W')
  await world.addV3Pool(w, weth, { price: 0.01, depth: 20, fee: 500 })
  thin = await world.createToken('THIN')
  await world.addV2Pair(v2, thin, usdc, { price: 50, depth: 10 })
  await world.addV3Pool(thin, usdc, { price: 70, depth: 20, fee: 10000 })
  lonely = await world.createToken('LONE')
}, 120_000)
afterAll(() => devnet?.stop())

function source(overrides: Partial<UniswapPriceConfig> = {}, rpcUrl?: string) {
  const chain = devnet.config.chains[0]
  if (!chain) throw new Error('no chain')
  const config: UniswapPriceConfig = {
    source: 'uniswap',
    usd: { address: usdc.address, decimals: 6 },
    wrappedNative: weth.address,
    v2Factory: chain.contracts.uniswapV2Factory,
    v3Factory: world.v3Factory,
    minLiquidityUsd: MIN_LIQUIDITY_USD,
    ...overrides,
  }
  const client = createEvmRpcClient({ chainId: chain.chainId, rpcUrls: [rpcUrl ?? chain.rpcUrl] })
  return createUniswapPriceSource({ config, client, multicall3: chain.contracts.multicall3 })
}

const pairAbi = parseAbi([
  'function token0() view returns (address)',
  'function getReserves() view returns (uint112, uint112, uint32)',
])
/** The reference: a devnet V2 pair's price read straight from its reserves. */
async function v2Price(pair: Address, token: WorldToken, quote: WorldToken) {
  const [token0, [r0, r1]] = await Promise.all([
    world.client.readContract({ address: pair, abi: pairAbi, functionName: 'token0' }),
    world.client.readContract({ address: pair, abi: pairAbi, functionName: 'getReserves' }),
  ])
  const [tokenReserve, quoteReserve] =
    getAddress(token0) === getAddress(token.address) ? [r0, r1] : [r1, r0]
  return Number(quoteReserve) / 10 ** quote.decimals / (Number(tokenReserve) / 10 ** token.decimals)
}

const ask = (tokens: WorldToken[], overrides?: Partial<UniswapPriceConfig>) =>
  source(overrides).getUsdPrices({
    chainId: 31337,
    tokens: [{ address: NATIVE_TOKEN_ADDRESS, decimals: 18 }, ...tokens],
  })

describe('Uniswap prices (issue 18: "from on-chain pools (Uniswap V3 and V2 against a configured USD stablecoin, with a liquidity floor so a thin pool cannot set a price)")', () => {
  it('V2: the devnet pairs price DAI and, through WETH/USDC, the native currency; the stablecoin is 1', async () => {
    const { pairs } = devnet.config.chains[0]!.contracts
    const prices = await ask([usdc, dai, weth])
    const ethUsd = await v2Price(pairs['USDC/WETH'], weth, usdc)
    expect(prices.get(usdc.address.toLowerCase())).toBe(1)
    expect(prices.get(dai.address.toLowerCase())).toBeCloseTo(
      await v2Price(pairs['USDC/DAI'], dai, usdc),
      9,
    )
    expect(prices.get(weth.address.toLowerCase())).toBeCloseTo(ethUsd, 6)
    expect(prices.get(NATIVE_TOKEN_ADDRESS)).toBeCloseTo(ethUsd, 6)
  })

  it.each([
    ['V3 deeper than V2: the V3 price (slot0 sqrtPriceX96)', () => x, 2],
    ['V2 deeper than V3: the V2 price (reserves)', () => y, 3],
  ])(
    '"when V2 and V3 both have a pool above the floor, the deeper one" — %s',
    async (_case, token, expected) => {
      const prices = await ask([token()])
      expect(prices.get(token().address.toLowerCase())).toBeCloseTo(expected, 4)
    },
  )

  it('only V3 configured: the V3 pools alone, the shallower one above the floor too', async () => {
    const prices = await ask([x, y], { v2Factory: undefined })
    expect(prices.get(x.address.toLowerCase())).toBeCloseTo(2, 4)
    expect(prices.get(y.address.toLowerCase())).toBeCloseTo(4, 4)
    // No V2: WETH has no V3 pool against USDC here, so the native currency has no price.
    expect(prices.has(NATIVE_TOKEN_ADDRESS)).toBe(false)
  })

  it('through the wrapped native: a V3 W/WETH pool × the WETH price', async () => {
    const prices = await ask([w])
    const ethUsd = prices.get(NATIVE_TOKEN_ADDRESS)
    expect(ethUsd).toBeGreaterThan(0)
    expect(prices.get(w.address.toLowerCase())).toBeCloseTo(0.01 * (ethUsd ?? 0), 4)
  })

  it.each([
    ['pools under the floor (10 and 20 USD)', () => thin],
    ['no pool at all', () => lonely],
  ])('%s: no price — the token is left out, never priced 0', async (_case, token) => {
    const prices = await ask([token()])
    expect(prices.has(token().address.toLowerCase())).toBe(false)
  })

  it('the floor decides: at 0 USD the thin pools price the token, the deeper (V3, 20 USD) one', async () => {
    const prices = await ask([thin], { minLiquidityUsd: 0 })
    expect(prices.get(thin.address.toLowerCase())).toBeCloseTo(70, 3)
  })
})

it('an RPC that cannot be reached rejects: the source cannot answer, which is not "no price"', async () => {
  const down = source({}, 'http://127.0.0.1:9').getUsdPrices({
    chainId: 31337,
    tokens: [{ address: NATIVE_TOKEN_ADDRESS, decimals: 18 }, dai],
  })
  await expect(down).rejects.toThrow()
})
