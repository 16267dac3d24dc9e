import type { SwapToken } from '@portico/core'
import { describe, expect, test } from 'vitest'
import { filterSwapTokens } from './filterSwapTokens.js'

const token = (symbol: string, name: string, contract: string, quantity: string): SwapToken => ({
  name,
  symbol,
  address: `eip155:31337:${contract}`,
  decimals: 18,
  logoUri: '',
  price: 1,
  quantity,
  value: Number(quantity),
})
const TOKENS = [
  token('USDC', 'USD Coin', '0xA15BB66138824a1c7167f5E85b957d04Dd34E468', '250'),
  token('ETH', 'Ether', '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee', '1.5'),
  token('DAI', 'Dai Stablecoin', '0x8ce361602B935680E8DeC218b820ff5056BeB7af', '0'),
  token('WETH', 'Wrapped Ether', '0xe1DA8919f262Ee86f9BE05059C9280142CF23f48', '0.000'),
]
const symbols = (list: SwapToken[]) => list.map((t) => t.symbol)

describe('SwapSelectToken: the account’s tokens (a balance) first in the store’s order, then the others; search by name, symbol or address', () => {
  const rows: [string, string, string[], string[]][] = [
    ['no search', '', ['USDC', 'ETH'], ['DAI', 'WETH']],
    ['by symbol, any case', 'weth', [], ['WETH']],
    ['by name, inside it', 'ether', ['ETH'], ['WETH']],
    ['by contract address, from its start, any case', '0x8CE3616', [], ['DAI']],
    ['by the whole CAIP-10 address', 'eip155:31337:0xa15bb661', ['USDC'], []],
    ['spaces around', '  dai ', [], ['DAI']],
    ['nothing matches', 'btc', [], []],
    ['an address that is not at the start does not match', '0x5056BeB7af', [], []],
  ]
  test.each(rows)('%s (%j)', (_, search, yours, others) => {
    const result = filterSwapTokens(TOKENS, search)
    expect(symbols(result.yours)).toEqual(yours)
    expect(symbols(result.others)).toEqual(others)
  })
})
