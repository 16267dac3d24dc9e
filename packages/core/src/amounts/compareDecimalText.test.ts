import { describe, expect, it } from 'vitest'
import { compareDecimalText } from './compareDecimalText.js'

describe('decimal amounts: exact, never through floating point', () => {
  it.each([
    ['100', '100.00', 0],
    ['9.99', '10', -1],
    ['7500.01', '7500.00', 1],
    ['x', '1', undefined],
  ])('compareDecimalText(%j, %j) = %j', (a, b, order) => {
    expect(compareDecimalText(a, b)).toBe(order)
  })
})
