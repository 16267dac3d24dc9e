import { describe, expect, it } from 'vitest'
import { InvalidChainIdError } from '../features/names/errors.js'
import { chainIdToCoinType } from './chainIdToCoinType.js'

const RULE = 'spec §5: EVM chain id must be below 2^31 as coin type'
const INVALID = "spec §5: EVM chain id must be below 2^31 as coin type, else 'Invalid chainId'"

describe('chainIdToCoinType', () => {
  it.each([
    [RULE, 'mainnet keeps SLIP-44 coin type 60 (ENSIP-11)', 1, 60],
    [RULE, 'Optimism (10)', 10, 2_147_483_658],
    [RULE, 'Polygon (137)', 137, 2_147_483_785],
    [RULE, 'Base (8453)', 8453, 2_147_492_101],
    [RULE, 'devnet chain A (31337)', 31_337, 0x80007a69],
    [RULE, 'the largest chain id, 2^31 - 1', 2 ** 31 - 1, 2 ** 32 - 1],
  ])('%s — %s', (_rule, _case, chainId, coinType) => {
    expect(chainIdToCoinType(chainId)).toBe(coinType)
  })

  it.each([
    [INVALID, '2^31', 2 ** 31],
    [INVALID, 'above 2^31', 2 ** 40],
    [INVALID, 'zero', 0],
    [INVALID, 'negative', -1],
    [INVALID, 'a fraction', 1.5],
    [INVALID, 'NaN', Number.NaN],
  ])('%s — %s', (_rule, _case, chainId) => {
    expect(() => chainIdToCoinType(chainId)).toThrow(InvalidChainIdError)
    expect(() => chainIdToCoinType(chainId)).toThrow('Invalid chainId')
  })
})
