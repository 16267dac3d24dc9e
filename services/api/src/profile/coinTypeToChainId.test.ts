import { describe, expect, it } from 'vitest'
import { coinTypeToChainId, isEvmCoinType } from './coinTypeToChainId.js'
import { ProfileError } from './ProfileError.js'

describe('coinTypeToChainId — ENSIP-11 and spec §5 (chain id below 2^31, else Invalid chainId)', () => {
  it.each([
    ['60 is Ethereum mainnet', 60, 1],
    ['0x80000000 | 31337 is the devnet chain A', 0x8000_7a69, 31337],
    ['0x80000000 | 10 is Optimism', 0x8000_000a, 10],
    ['the largest chain id, 2^31 - 1', 0xffff_ffff, 2 ** 31 - 1],
  ])('%s', (_rule, coinType, chainId) => {
    expect(coinTypeToChainId(coinType)).toBe(chainId)
    expect(isEvmCoinType(coinType)).toBe(true)
  })

  it.each([
    ['a chain id of 2^31 (coin type 2^32)', 2 ** 32, 'Invalid chainId'],
    ['chain 0 (coin type 0x80000000)', 0x8000_0000, 'Invalid chainId'],
    ['chain 1 as 0x80000001 (ENSIP-11 keeps 60)', 0x8000_0001, 'Invalid chainId'],
    ['bitcoin (0)', 0, 'Invalid chainId: coin type 0 is not an EVM coin type (ENSIP-11)'],
    ['a negative number', -1, 'Invalid chainId'],
    ['a fraction', 60.5, 'Invalid chainId'],
  ])('refuses %s', (_rule, coinType, message) => {
    let error: unknown
    try {
      coinTypeToChainId(coinType)
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(ProfileError)
    expect((error as ProfileError).message).toBe(message)
    expect((error as ProfileError).statusCode).toBe(400)
  })
})
