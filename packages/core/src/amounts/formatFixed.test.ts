import { describe, expect, it } from 'vitest'
import { formatFixed } from './formatFixed.js'

describe('exact decimals (on-ramp amounts, limits and prices are never floating point)', () => {
  it.each([
    [1050n, 2, '10.50'],
    [5n, 2, '0.05'],
    [-5n, 2, '-0.05'],
    [7n, 0, '7'],
  ])('formatFixed(%d, %d) = %s', (value, scale, text) => {
    expect(formatFixed(value, scale)).toBe(text)
  })
})
