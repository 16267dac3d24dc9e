import { describe, expect, it } from 'vitest'
import { divideRounded } from './divideRounded.js'

describe('exact decimals (on-ramp amounts, limits and prices are never floating point)', () => {
  it.each([
    [7n, 2n, 'floor', 3n],
    [7n, 2n, 'ceil', 4n],
    [-7n, 2n, 'floor', -4n],
    [-7n, 2n, 'ceil', -3n],
    [8n, 2n, 'ceil', 4n],
  ] as const)('divideRounded(%d, %d, %s) = %d', (a, b, rounding, expected) => {
    expect(divideRounded(a, b, rounding)).toBe(expected)
  })
})
