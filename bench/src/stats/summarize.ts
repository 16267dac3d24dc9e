import { median } from './median.js'

/** Median, minimum and maximum of one metric over the runs. */
export type Summary = { median: number; min: number; max: number; runs: number }

/** Summarizes `values`; every field is `NaN` (and `runs` 0) when there are none. */
export function summarize(values: readonly number[]): Summary {
  if (values.length === 0) return { median: Number.NaN, min: Number.NaN, max: Number.NaN, runs: 0 }
  return {
    median: median(values),
    min: Math.min(...values),
    max: Math.max(...values),
    runs: values.length,
  }
}
