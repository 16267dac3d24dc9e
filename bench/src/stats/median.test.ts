import { describe, expect, it } from 'vitest'
import { median } from './median.js'
import { summarize } from './summarize.js'

describe('median', () => {
  it.each([
    ['one value', [4], 4],
    ['odd count, unsorted', [9, 1, 5], 5],
    ['even count: mean of the two middle values', [1, 2, 3, 10], 2.5],
    ['duplicates', [3, 3, 1, 3], 3],
    ['negative and fractional', [-1.5, 0.5, 2], 0.5],
  ])('%s', (_case, values, expected) => {
    expect(median(values)).toBe(expected)
  })

  it('is NaN for no values', () => {
    expect(median([])).toBeNaN()
  })

  it('does not reorder its input', () => {
    const values = [3, 1, 2]
    median(values)
    expect(values).toEqual([3, 1, 2])
  })
})

describe('summarize', () => {
  it('gives median, min, max and the run count', () => {
    expect(summarize([7, 1, 4, 100, 5])).toEqual({ median: 5, min: 1, max: 100, runs: 5 })
  })

  it('gives NaN figures and 0 runs for no values', () => {
    expect(summarize([])).toEqual({ median: NaN, min: NaN, max: NaN, runs: 0 })
  })
})
