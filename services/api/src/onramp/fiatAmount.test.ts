import { describe, expect, it } from 'vitest'
import { formatCents, parseFiatAmount } from './fiatAmount.js'

describe('fiat amounts as exact cents (no floating point for money)', () => {
  it.each<[string, bigint | undefined]>([
    ['10', 1000n],
    ['10.5', 1050n],
    ['10.50', 1050n],
    ['0.01', 1n],
    ['7500.00', 750000n],
    ['25000', 2500000n],
    ['10.001', undefined],
    ['-10', undefined],
    ['1e3', undefined],
    ['010', undefined],
    [' 10', undefined],
    ['10.', undefined],
    ['.5', undefined],
    ['', undefined],
    ['NaN', undefined],
  ])("parseFiatAmount('%s') = %s (a decimal string with at most 2 decimals)", (value, cents) => {
    expect(parseFiatAmount(value)).toBe(cents)
  })

  it.each<[bigint, string]>([
    [0n, '0.00'],
    [5n, '0.05'],
    [1050n, '10.50'],
    [750000n, '7500.00'],
    [-15n, '-0.15'],
  ])('formatCents(%s) = %s', (cents, text) => {
    expect(formatCents(cents)).toBe(text)
    if (cents >= 0n) expect(parseFiatAmount(text)).toBe(cents)
  })
})
