import { expect, test } from 'vitest'
import { formatBaseUnits } from './formatBaseUnits.js'

test('base units as a whole-unit amount, exact; junk is empty', () => {
  expect(formatBaseUnits('2994012300', 6)).toBe('2994.0123')
  expect(formatBaseUnits('1', 18)).toBe('0.000000000000000001')
  expect(formatBaseUnits('-1', 18)).toBe('')
  expect(formatBaseUnits(undefined, 18)).toBe('')
})
