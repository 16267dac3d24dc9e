import { describe, expect, it } from 'vitest'
import { parseUnsignedDecimal } from './parseUnsignedDecimal.js'

describe('decimal amounts: exact, never through floating point', () => {
  it.each([
    ['100', { units: 100n, scale: 0 }],
    ['98.40', { units: 9840n, scale: 2 }],
    ['.5', { units: 5n, scale: 1 }],
    ['1.', { units: 1n, scale: 0 }],
    ['-1', undefined],
    ['1e3', undefined],
    ['', undefined],
  ])('parseUnsignedDecimal(%j)', (text, parsed) => {
    expect(parseUnsignedDecimal(text)).toEqual(parsed)
  })
})
