import { describe, expect, it } from 'vitest'
import { subtractDecimalText } from './subtractDecimalText.js'

describe('decimal amounts: exact, never through floating point', () => {
  it.each([
    ['100.00', '98.50', '1.50'],
    ['0.3', '0.1', '0.2'],
    ['1', '2', undefined],
  ])('subtractDecimalText(%j, %j) = %j', (a, b, rest) => {
    expect(subtractDecimalText(a, b)).toBe(rest)
  })
})
