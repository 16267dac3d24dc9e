import { describe, expect, it } from 'vitest'
import { decimalFromNumber } from './decimalFromNumber.js'
import { formatFixed } from './formatFixed.js'

describe('exact decimals (on-ramp amounts, limits and prices are never floating point)', () => {
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
})
