import { describe, expect, it } from 'vitest'
import { parseDecimal } from './parseDecimal.js'

describe('exact decimals (on-ramp amounts, limits and prices are never floating point)', () => {
  it.each([
    ['12.50', { value: 1250n, scale: 2 }],
    ['0.5', { value: 5n, scale: 1 }],
    ['.5', { value: 5n, scale: 1 }],
    ['10.', { value: 10n, scale: 0 }],
    ['-3.25', { value: -325n, scale: 2 }],
    ['1e-7', { value: 1n, scale: 7 }],
    ['2.5e3', { value: 2500n, scale: 0 }],
    [' 7 ', { value: 7n, scale: 0 }],
  ])('parseDecimal(%j)', (text, expected) => {
    expect(parseDecimal(text)).toEqual(expected)
  })

  it.each(['', '.', 'abc', '1.2.3', '1,5', '0x10', 'NaN', '--1'])(
    'parseDecimal(%j) is not a decimal',
    (text) => {
      expect(parseDecimal(text)).toBeUndefined()
    },
  )
})
