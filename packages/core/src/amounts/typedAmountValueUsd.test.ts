import { expect, test } from 'vitest'
import { typedAmountValueUsd } from './typedAmountValueUsd.js'

test('USD values: amount × price, none when the price or the amount is unknown', () => {
  expect(typedAmountValueUsd('2', 3000)).toBe(6000)
  expect(typedAmountValueUsd('', 3000)).toBeUndefined()
  expect(typedAmountValueUsd('2', 0)).toBeUndefined()
  expect(typedAmountValueUsd('.', 1)).toBeUndefined()
})
