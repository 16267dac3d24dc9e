import { type Summary, summarize } from '../stats/summarize.js'
import { METRICS, type MetricKey, type RunFigures } from './metrics.js'

/** Per metric: median, min and max over the runs. */
export type RunsSummary = Record<MetricKey, Summary>

/** Summarizes each metric over `runs`. */
export function summarizeRuns(runs: readonly RunFigures[]): RunsSummary {
  return Object.fromEntries(
    METRICS.map(({ key }) => [key, summarize(runs.map((run) => run[key]))]),
  ) as RunsSummary
}

/** The medians alone, as the table shows them. */
export function mediansOf(summary: RunsSummary): Record<MetricKey, number> {
  return Object.fromEntries(METRICS.map(({ key }) => [key, summary[key].median])) as Record<
    MetricKey,
    number
  >
}
