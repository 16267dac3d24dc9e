import { describe, expect, it } from 'vitest'
import { quantityValueUsd } from './quantityValueUsd.js'

describe('quantityValueUsd — a whole-unit quantity × price', () => {
  it.each([
    ['10000 USDC at 1', '10000', 1, 10000],
    ['0 held', '0', 3000, 0],
    ['garbage', 'x', 3000, 0],
  ])('quantityValueUsd: %s', (_, quantity, price, expected) => {
    expect(quantityValueUsd(quantity, price)).toBe(expected)
  })
})
