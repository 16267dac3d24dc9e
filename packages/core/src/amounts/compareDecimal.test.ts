import { describe, expect, it } from 'vitest'
import { compareDecimal } from './compareDecimal.js'
import { rescaleDecimal } from './rescaleDecimal.js'

describe('exact decimals (on-ramp amounts, limits and prices are never floating point)', () => {
  it('rescale and compare work across scales', () => {
    expect(rescaleDecimal({ value: 12345n, scale: 3 }, 2)).toBe(1234n)
    expect(rescaleDecimal({ value: 12345n, scale: 3 }, 2, 'ceil')).toBe(1235n)
    expect(rescaleDecimal({ value: 5n, scale: 0 }, 2)).toBe(500n)
    expect(compareDecimal({ value: 10n, scale: 0 }, { value: 1000n, scale: 2 })).toBe(0)
    expect(compareDecimal({ value: 999n, scale: 2 }, { value: 10n, scale: 0 })).toBe(-1)
    expect(compareDecimal({ value: 7500001n, scale: 3 }, { value: 750000n, scale: 2 })).toBe(1)
  })
})
