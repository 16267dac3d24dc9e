import { describe, expect, it } from 'vitest'
import { formatBalance } from './formatBalance.js'

describe('formatBalance — spec §9: balance truncated to 3 decimals', () => {
  it.each([
    [10_000n * 10n ** 18n, 18, '10000'],
    [1_234_567_890_000_000_000n, 18, '1.234'],
    [1_999_999_999_999_999_999n, 18, '1.999'],
    [400_000_000_000_000n, 18, '0'],
    [1_500_000n, 6, '1.5'],
    [1n, 0, '1'],
    [-1_234_500_000_000_000_000n, 18, '-1.234'],
  ])('%s with %i decimals → %s', (value, decimals, expected) => {
    expect(formatBalance({ value, decimals })).toBe(expected)
  })
})

describe('formatBalance — other display decimals (fees and quoted amounts show 6)', () => {
  it.each([
    [42_000_000_000_000n, 18, 6, '0.000042'],
    [123_456_789_123_456_789n, 18, 6, '0.123456'],
    [15n, 1, 6, '1.5'],
    [-999n, 6, 3, '0'],
    [5n, 0, 6, '5'],
  ])('%s with %i decimals shown to %i → %s', (value, decimals, displayDecimals, expected) => {
    expect(formatBalance({ value, decimals, displayDecimals })).toBe(expected)
  })
})
