import { describe, expect, it } from 'vitest'
import {
  compareDecimal,
  decimalFromNumber,
  divide,
  formatFixed,
  parseDecimal,
  rescale,
} from './decimal.js'

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

  it.each([
    [0.1, '0.1'],
    [3000.12, '3000.12'],
    [1e-7, '0.0000001'],
    [1e21, '1000000000000000000000'],
  ])('decimalFromNumber(%d) is the number as it prints', (n, text) => {
    const d = decimalFromNumber(n)
    if (!d) throw new Error('a decimal')
    const text_ = formatFixed(d.value, d.scale)
    expect(text_.includes('.') ? text_.replace(/\.?0+$/, '') : text_).toBe(text)
  })

  it.each([Number.NaN, Number.POSITIVE_INFINITY])('decimalFromNumber(%d) is none', (n) => {
    expect(decimalFromNumber(n)).toBeUndefined()
  })

  it.each([
    [7n, 2n, 'floor', 3n],
    [7n, 2n, 'ceil', 4n],
    [-7n, 2n, 'floor', -4n],
    [-7n, 2n, 'ceil', -3n],
    [8n, 2n, 'ceil', 4n],
  ] as const)('divide(%d, %d, %s) = %d', (a, b, rounding, expected) => {
    expect(divide(a, b, rounding)).toBe(expected)
  })

  it('rescale and compare work across scales', () => {
    expect(rescale({ value: 12345n, scale: 3 }, 2)).toBe(1234n)
    expect(rescale({ value: 12345n, scale: 3 }, 2, 'ceil')).toBe(1235n)
    expect(rescale({ value: 5n, scale: 0 }, 2)).toBe(500n)
    expect(compareDecimal({ value: 10n, scale: 0 }, { value: 1000n, scale: 2 })).toBe(0)
    expect(compareDecimal({ value: 999n, scale: 2 }, { value: 10n, scale: 0 })).toBe(-1)
    expect(compareDecimal({ value: 7500001n, scale: 3 }, { value: 750000n, scale: 2 })).toBe(1)
  })

  it.each([
    [1050n, 2, '10.50'],
    [5n, 2, '0.05'],
    [-5n, 2, '-0.05'],
    [7n, 0, '7'],
  ])('formatFixed(%d, %d) = %s', (value, scale, text) => {
    expect(formatFixed(value, scale)).toBe(text)
  })
})
