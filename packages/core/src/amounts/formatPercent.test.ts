import { describe, expect, test } from 'vitest'
import { formatPercent } from './formatPercent.js'

describe('price impact and slippage as percentages', () => {
  test.each([
    [0.42, '0.42%'],
    [1, '1%'],
    [12.3456, '12.35%'],
  ])('%s percent → %s', (percent, text) => {
    expect(formatPercent(percent, 'en-US')).toBe(text)
  })
})
