import { formatTable } from './formatTable.js'
import { formatRatio, formatValue } from './formatValue.js'
import { METRICS, type MetricKey } from './metrics.js'

/** Parameters of `formatComparison`. */
export type FormatComparisonParameters = {
  /** Median per metric of the Portico demo. */
  portico: Record<MetricKey, number>
  /** Median per metric of the hand-made baseline. */
  baseline: Record<MetricKey, number>
  runs: number
}

/** The table the bench prints: one row per metric; Portico demo, baseline, Portico/baseline. */
export function formatComparison({ portico, baseline, runs }: FormatComparisonParameters): string {
  return formatTable({
    header: [`metric (median of ${runs} runs)`, 'Portico demo', 'baseline', 'Portico/baseline'],
    rows: METRICS.map(({ key, label, unit }) => [
      label,
      formatValue(portico[key], unit),
      formatValue(baseline[key], unit),
      formatRatio(portico[key], baseline[key]),
    ]),
  })
}
