import { describe, expect, it } from 'vitest'
import { formatTokenValue } from './formatTokenValue.js'

const RULE = 'spec §9: Display: token value 2 decimals'

describe('formatTokenValue', () => {
  it.each([
    [RULE, 'pads to 2 decimals', 12.3, '12.30'],
    [RULE, 'groups thousands', 1234.5, '1,234.50'],
    [RULE, 'large', 1_000_000, '1,000,000.00'],
    [RULE, 'zero', 0, '0.00'],
    [RULE, 'rounds up at half', 0.125, '0.13'],
    [RULE, 'rounds down below half', 0.124, '0.12'],
    [RULE, 'rounds half away from zero when negative', -0.125, '-0.13'],
    [RULE, 'negative', -42, '-42.00'],
    [RULE, 'tiny negative shows no minus', -0.004, '0.00'],
    [RULE, 'tiny positive', 0.004, '0.00'],
    [RULE, 'half a cent', 0.005, '0.01'],
    [RULE, 'minus half a cent', -0.005, '-0.01'],
    [RULE, 'a numeric string', '99.999', '100.00'],
    [RULE, 'NaN: nothing to show', Number.NaN, ''],
    [RULE, 'infinite: nothing to show', Number.POSITIVE_INFINITY, ''],
    [RULE, 'not a number: nothing to show', 'abc', ''],
    [RULE, 'empty string: nothing to show', '', ''],
  ])('%s — %s: %s → %s', (_rule, _case, value, expected) => {
    expect(formatTokenValue({ value })).toBe(expected)
  })

  it.each([
    [RULE, 'en-US', 1234.5, '1,234.50'],
    [RULE, 'de-DE', 1234.5, '1.234,50'],
  ])('%s — in %s', (_rule, locale, value, expected) => {
    expect(formatTokenValue({ value, locale })).toBe(expected)
  })
})
