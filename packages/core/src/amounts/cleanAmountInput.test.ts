import { describe, expect, it } from 'vitest'
import { cleanAmountInput } from './cleanAmountInput.js'

describe('cleanAmountInput: digits and one decimal point', () => {
  it.each([
    ['12.5', '12.5'],
    ['12,5', '12.5'],
    [' 1 000 ', '1000'],
    ['.5', '.5'],
    ['', ''],
    ['1a', undefined],
    ['1.2.3', undefined],
    ['-1', undefined],
    ['1e5', undefined],
  ])('%j → %j', (raw, cleaned) => {
    expect(cleanAmountInput(raw)).toBe(cleaned)
  })
})
