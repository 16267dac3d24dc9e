import { expect, test } from 'vitest'
import { formatBps } from './formatBps.js'

test('a fee in basis points', () => {
  expect(formatBps(30, 'en-US')).toBe('0.3%')
  expect(formatBps(1000, 'en-US')).toBe('10%')
})
