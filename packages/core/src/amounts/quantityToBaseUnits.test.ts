import { describe, expect, it } from 'vitest'
import { quantityToBaseUnits } from './quantityToBaseUnits.js'

describe('quantityToBaseUnits — amounts exact from their decimal string, never floating point', () => {
  it.each([
    ['the API numeric as is', '12.5', 6, 12_500_000n],
    ['extra digits beyond the decimals dropped', '1.1234567', 6, 1_123_456n],
    ['a quantity that is no number is 0', 'NaN', 6, 0n],
  ])('quantityToBaseUnits: %s', (_, quantity, decimals, expected) => {
    expect(quantityToBaseUnits(quantity, decimals)).toBe(expected)
  })
})
