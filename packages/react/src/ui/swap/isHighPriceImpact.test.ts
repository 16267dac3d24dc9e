import { expect, test } from 'vitest'
import { isHighPriceImpact } from './isHighPriceImpact.js'

test.each([
  [undefined, false],
  [4.99, false],
  [5, false],
  [5.01, true],
] as const)('price impact %s → warn %s', (impact, warn) => {
  expect(isHighPriceImpact(impact)).toBe(warn)
})
