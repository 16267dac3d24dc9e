import { describe, expect, it } from 'vitest'
import { sortTokenBalances } from '../features/activity/fetchTokenBalances.js'
import { isApiBalance } from './isApiBalance.js'

const item = (extra: Record<string, unknown> = {}) => ({
  name: 'Token',
  symbol: 'TKN',
  chainId: 'eip155:1',
  address: 'eip155:1:0x0000000000000000000000000000000000000001',
  quantity: { decimals: '18', numeric: '2' },
  price: 3,
  value: 6,
  iconUrl: '',
  ...extra,
})

describe('isApiBalance: price and value (issue 18: "a token without a trustworthy price has no value, never 0")', () => {
  it.each([
    ['priced', item(), true],
    ['no price and no value (absent)', item({ price: undefined, value: undefined }), true],
    ['a price of 0 (a pool said so)', item({ price: 0, value: 0 }), true],
    ['a negative price', item({ price: -1, value: -2 }), false],
    ['a non-finite value', item({ value: Number.POSITIVE_INFINITY }), false],
    ['a price that is a string', item({ price: '3' }), false],
    // spec §3 "Token balance … quantity (decimals, numeric)".
    [
      'a quantity that is no plain decimal',
      item({ quantity: { decimals: '18', numeric: '1e3' } }),
      false,
    ],
  ])('%s → %s', (_case, value, expected) => {
    expect(isApiBalance(value)).toBe(expected)
  })
})

describe('sortTokenBalances', () => {
  it('native first, then by value; tokens without a price after the priced ones, even those worth 0', () => {
    const native = item({ address: undefined, symbol: 'ETH', price: undefined, value: undefined })
    const unpriced = item({ symbol: 'NEW', price: undefined, value: undefined })
    const worthless = item({ symbol: 'ZERO', price: 0, value: 0 })
    const rich = item({ symbol: 'RICH', value: 100 })
    const sorted = sortTokenBalances([unpriced, worthless, rich, native] as never)
    expect(sorted.map((b) => b.symbol)).toEqual(['ETH', 'RICH', 'ZERO', 'NEW'])
  })
})
