import { describe, expect, it } from 'vitest'
import { formatFiat } from './formatFiat.js'
import { formatPurchaseAmount } from './formatPurchaseAmount.js'

describe('decimal amounts: exact, never through floating point', () => {
  it.each([
    ['98.4', '98.40', formatPurchaseAmount],
    ['0.0328912345', '0.032891', formatPurchaseAmount],
    ['1234567.999999999', '1,234,567.999999', formatPurchaseAmount],
    ['7500', '7,500.00', formatFiat],
    ['0.999', '0.99', formatFiat],
    ['nope', '', formatFiat],
  ])('%j shows as %j', (text, shown, format) => {
    expect(format(text)).toBe(shown)
  })
  it('groups and separates by the locale', () => {
    expect(formatFiat('7500.5', 'de-DE')).toBe('7.500,50')
  })
})
