import { describe, expect, it } from 'vitest'
import {
  SWAP_DEVNET_CHAIN_IDS,
  SWAP_SLIPPAGE_TOLERANCE_PERCENT,
  SWAP_SUPPORTED_CHAIN_IDS,
  SWAP_SUPPORTED_EIP155_CHAIN_COUNT,
} from '../../constants.js'
import { testNetwork } from '../../testing/index.js'
import { InvalidSwapSlippageError } from './errors.js'
import { isSwapNetwork } from './isSwapNetwork.js'
import { maxSwapAmount, SWAP_MAX_GAS_RESERVE_FACTOR } from './maxSwapAmount.js'
import { swapNetworkFee } from './networkFee.js'
import { swapPriceImpact } from './priceImpact.js'
import type { SwapToken } from './SwapState.js'
import { minimumReceived, slippageToBps } from './slippage.js'
import { sortSwapTokens } from './sortSwapTokens.js'
import { swapFeeAmount } from './swapFee.js'
import { isNativeSwapToken, nativeSwapTokenAddress, swapTokenContract } from './swapTokenAddress.js'

const SLIPPAGE = "spec §9 'Swap slippage tolerance 1'"

describe(`minimumReceived — ${SLIPPAGE}: the least the swap may return is the quote less 1 %`, () => {
  it.each([
    ['the spec default, 1 %, of 1000 base units', 1000n, SWAP_SLIPPAGE_TOLERANCE_PERCENT, 990n],
    ['1 % of 2994.012345 USDC (6 decimals), rounded down', 2_994_012_345n, 1, 2_964_072_221n],
    ['1 % of an 18-decimal amount stays exact', 10n ** 18n + 1n, 1, 990_000_000_000_000_000n],
    ['1 % of 1 base unit rounds down to 0', 1n, 1, 0n],
    ['0.5 % (a hundredth of a percent is kept)', 10_000n, 0.5, 9_950n],
    ['0.01 %', 1_000_000n, 0.01, 999_900n],
    ['0 % keeps the quote', 123n, 0, 123n],
    ['100 % accepts anything', 123n, 100, 0n],
    ['no quote, no minimum', 0n, 1, 0n],
  ])('%s', (_, toAmount, slippage, expected) => {
    expect(minimumReceived(toAmount, slippage)).toBe(expected)
  })

  it.each([[-1], [101], [Number.NaN], [Number.POSITIVE_INFINITY]])(
    'a slippage of %s is refused (InvalidSwapSlippageError)',
    (slippage) => {
      expect(() => minimumReceived(1000n, slippage)).toThrow(InvalidSwapSlippageError)
    },
  )

  it.each([
    [1, 100n],
    [0.5, 50n],
    [0.1, 10n],
    [3, 300n],
  ])('slippage %s %% is %s basis points', (percent, bps) => {
    expect(slippageToBps(percent)).toBe(bps)
  })
})

describe("SWAP_SUPPORTED_CHAIN_IDS — spec §9 'Swaps supported on 12 eip155 chains'", () => {
  it('holds SWAP_SUPPORTED_EIP155_CHAIN_COUNT distinct chain ids', () => {
    expect(new Set(SWAP_SUPPORTED_CHAIN_IDS).size).toBe(SWAP_SUPPORTED_EIP155_CHAIN_COUNT)
    expect(SWAP_SUPPORTED_CHAIN_IDS).toHaveLength(SWAP_SUPPORTED_EIP155_CHAIN_COUNT)
  })

  it('the devnet chains are separate from the 12', () => {
    for (const id of SWAP_DEVNET_CHAIN_IDS)
      expect(SWAP_SUPPORTED_CHAIN_IDS as readonly number[]).not.toContain(id)
  })

  it.each([
    ['Ethereum', testNetwork(1), true],
    ['Base', testNetwork(8453), true],
    ['Aurora (a chain id above 2^30)', testNetwork(1313161554), true],
    ['the devnet chain A', testNetwork(31337), true],
    ['the devnet chain B', testNetwork(31338), true],
    ['Sepolia (not among the 12)', testNetwork(11155111), false],
    ['a Solana network with an id that would match', testNetwork(1, 'solana'), false],
    ['a Bitcoin network', testNetwork('000000000019d6689c085ae165831e93', 'bip122'), false],
  ])("%s: swaps offered = %s (else spec §8 'Network not supported')", (_, network, offered) => {
    expect(isSwapNetwork(network)).toBe(offered)
  })
})

describe('swapFeeAmount — the operator fee, basis points of the source amount (spec: no hidden fee)', () => {
  it.each([
    ['no fee (0 bps, the default)', 1_000_000n, 0, 0n],
    ['0.3 % (30 bps) of 1 USDC', 1_000_000n, 30, 3_000n],
    ['10 % (1000 bps, the most an operator may set)', 1_000_000n, 1000, 100_000n],
    ['rounded down', 999n, 30, 2n],
    ['a fractional bps is refused (no fee)', 1_000_000n, 2.5, 0n],
  ])('%s', (_, amount, bps, expected) => {
    expect(swapFeeAmount(amount, bps)).toBe(expected)
  })
})

describe('swapPriceImpact — the provider figure, else from the USD values', () => {
  it.each([
    ["the provider's 0.42 %", 0.42, 100, 90, 0.42],
    ['a negative provider figure is 0', -0.1, 100, 100, 0],
    ['no provider figure: 100 USD in, 97 USD out is 3 %', undefined, 100, 97, 3],
    ['no provider figure, getting more than paid is 0', undefined, 100, 101, 0],
    ['no prices: unknown', undefined, 0, 97, undefined],
  ])('%s', (_, quoted, fromValueUsd, toValueUsd, expected) => {
    const impact = swapPriceImpact({ quoted, fromValueUsd, toValueUsd })
    if (expected === undefined) expect(impact).toBeUndefined()
    else expect(impact).toBeCloseTo(expected, 9)
  })
})

describe('swapNetworkFee — gas × gas price in wei, and its USD value at the native price', () => {
  it.each([
    ['150000 gas at 2 gwei, ETH at 3000', 150_000n, 2_000_000_000n, 3000, '300000000000000', 0.9],
    ['no native price: 0 USD', 21_000n, 1_000_000_000n, 0, '21000000000000', 0],
    ['no gas price: no fee', 21_000n, 0n, 3000, '0', 0],
  ])('%s', (_, gas, gasPrice, nativePrice, wei, usd) => {
    const fee = swapNetworkFee({ gas, gasPrice, nativeDecimals: 18, nativePrice })
    expect(fee.wei).toBe(wei)
    expect(fee.usd).toBeCloseTo(usd, 9)
  })
})

describe('maxSwapAmount — like the send max: the native coin keeps twice the fee for gas', () => {
  it.each([
    ['an ERC-20: the whole balance', 10_000_000n, false, 5n, 10_000_000n],
    [
      'the native coin: balance − 2 × fee',
      10n ** 18n,
      true,
      10n ** 15n,
      10n ** 18n - 2n * 10n ** 15n,
    ],
    ['the native coin below the reserve: 0', 10n ** 15n, true, 10n ** 15n, 0n],
    ['nothing held: 0', 0n, false, 0n, 0n],
  ])('%s', (_, balance, native, estimatedFee, expected) => {
    expect(maxSwapAmount({ balance, native, estimatedFee })).toBe(expected)
    if (native && expected > 0n)
      expect(balance - expected).toBe(estimatedFee * SWAP_MAX_GAS_RESERVE_FACTOR)
  })
})

describe('sortSwapTokens — the tokens held first by value, then the rest by symbol', () => {
  const token = (symbol: string, quantity: string, value: number): SwapToken => ({
    name: symbol,
    symbol,
    address: `eip155:1:0x${symbol.padStart(40, '0').slice(-40)}`,
    decimals: 18,
    logoUri: '',
    price: 1,
    quantity,
    value,
  })
  it('orders held by value (highest first), then by symbol', () => {
    const sorted = sortSwapTokens([
      token('WETH', '0', 0),
      token('DAI', '100', 100),
      token('USDC', '9000', 9000),
      token('AAVE', '0', 0),
      token('ETH', '1', 3000),
      token('LINK', '0.5', 0),
    ])
    expect(sorted.map((t) => t.symbol)).toEqual(['USDC', 'ETH', 'DAI', 'LINK', 'AAVE', 'WETH'])
  })
})

describe('swap token addresses — the native coin is 0xeeee… in CAIP-10', () => {
  it('builds, recognises and splits them', () => {
    const native = nativeSwapTokenAddress('eip155:31337')
    expect(native).toBe('eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee')
    expect(isNativeSwapToken(native)).toBe(true)
    expect(isNativeSwapToken('0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE')).toBe(true)
    expect(isNativeSwapToken('eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48')).toBe(false)
    expect(swapTokenContract('eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48')).toBe(
      '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
    )
  })
})
