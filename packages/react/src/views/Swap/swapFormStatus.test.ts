import type { SwapQuote, SwapToken } from '@portico/core'
import { describe, expect, test } from 'vitest'
import { type SwapFormStatus, swapFormStatus } from './swapFormStatus.js'

const token = (symbol: string, decimals: number, quantity: string): SwapToken => ({
  name: symbol,
  symbol,
  address: `eip155:31337:0x${symbol.toLowerCase().padEnd(40, '1')}`,
  decimals,
  logoUri: '',
  price: 1,
  quantity,
  value: Number(quantity),
})
const ETH = token('ETH', 18, '2.5')
const USDC = token('USDC', 6, '100')
const quote: SwapQuote = {
  provider: { id: 'uniswap-v2-devnet', name: 'Uniswap V2 (devnet)' },
  fromAmount: '1000000000000000000',
  toAmount: '3000000000',
  minimumReceived: '2970000000',
  fee: { bps: 0, amount: '0' },
}
const base = {
  sourceToken: ETH,
  toToken: USDC,
  amount: '1',
  quote,
  loadingQuote: false,
  inputError: undefined,
} as const

describe("the Swap button names what is missing, in order: 'Select a token', 'Enter an amount', 'Insufficient balance', 'Insufficient liquidity', 'Getting quote…', then 'Review swap'", () => {
  const rows: [string, Partial<Parameters<typeof swapFormStatus>[0]>, Partial<SwapFormStatus>][] = [
    ['no source token', { sourceToken: undefined }, { ready: false, label: 'swapSelectToken' }],
    ['no target token', { toToken: undefined }, { ready: false, label: 'swapSelectToken' }],
    ['nothing typed', { amount: '' }, { ready: false, label: 'swapEnterAmount' }],
    ['only a point', { amount: '.' }, { ready: false, label: 'swapEnterAmount' }],
    ['zero', { amount: '0.000' }, { ready: false, label: 'swapEnterAmount' }],
    [
      'more decimals than the token has',
      { sourceToken: USDC, toToken: ETH, amount: '1.1234567' },
      {
        label: 'swapEnterAmount',
        amountError: { key: 'swapInvalidAmount', values: { decimals: '6' } },
      },
    ],
    [
      'above the balance (exact: 2.5 ETH + 1 wei)',
      { amount: '2.500000000000000001' },
      { label: 'swapInsufficientBalance', amountError: { key: 'swapInsufficientBalance' } },
    ],
    ['the whole balance', { amount: '2.5' }, { ready: true, label: 'swapReview' }],
    [
      'core says the balance is short',
      { inputError: 'insufficientBalance' },
      { label: 'swapInsufficientBalance' },
    ],
    ['a quote on its way', { loadingQuote: true }, { ready: false, label: 'swapGettingQuote' }],
    [
      'the pools cannot fill it',
      { inputError: 'insufficientLiquidity', quote: undefined },
      { ready: false, label: 'swapInsufficientLiquidity' },
    ],
    ['no quote yet', { quote: undefined }, { ready: false, label: 'swapGettingQuote' }],
    [
      'the quote failed otherwise',
      { quote: undefined, quoteFailed: true },
      { ready: false, label: 'swapNoQuote' },
    ],
    ['everything there', {}, { ready: true, label: 'swapReview' }],
  ]
  test.each(rows)('%s', (_, change, expected) => {
    expect(swapFormStatus({ ...base, ...change })).toMatchObject(expected)
  })
})
