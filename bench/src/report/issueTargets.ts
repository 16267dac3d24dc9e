import { formatTable } from './formatTable.js'
import type { MetricKey } from './metrics.js'

/** KiB, the unit issue 4 gives the JS weight target in. */
const KIB = 1024

/**
 * Issue 4's weight and speed targets for the demo with every feature enabled, each an allowance
 * over the bare React + viem baseline page, measured as the foundation bench measures:
 * - "JS fetched before the first click: at most 40 KiB gzip above the bare React + viem baseline page."
 * - "Click to the first frame with wallet options visible: within one frame (≤ 17 ms median) of the baseline's."
 * - "JS heap after the modal opens: at most 1.5 MB above the baseline's." (MB = 10^6 bytes, as the
 *   bench prints heap figures.)
 */
export const ISSUE_4_TARGETS = [
  {
    key: 'jsGzipBytes',
    label: 'JS fetched before the first click, gzip',
    allowance: 40 * KIB,
    allowanceText: '+40 KiB',
    format: (bytes: number) => `${(bytes / KIB).toFixed(1)} KiB`,
  },
  {
    key: 'clickToWalletOptionMs',
    label: 'Click → first frame with wallet options visible, median',
    allowance: 17,
    allowanceText: '+17 ms',
    format: (ms: number) => `${ms.toFixed(1)} ms`,
  },
  {
    key: 'heapUsedBytes',
    label: 'JS heap after the modal opens (after GC)',
    allowance: 1_500_000,
    allowanceText: '+1.5 MB',
    format: (bytes: number) => `${(bytes / 1_000_000).toFixed(2)} MB`,
  },
] as const satisfies readonly {
  key: MetricKey
  label: string
  allowance: number
  allowanceText: string
  format(value: number): string
}[]

/** One target checked against one bench run's medians. */
export type TargetCheck = {
  key: MetricKey
  label: string
  portico: number
  baseline: number
  /** baseline + allowance: the most the demo may reach. */
  limit: number
  /** The demo's figure minus the baseline's. */
  difference: number
  /** Within the target (≤ limit); false when a figure is missing. */
  pass: boolean
}

/** Checks each of issue 4's targets on the medians of the demo and the baseline. */
export function checkIssueTargets({
  portico,
  baseline,
}: {
  portico: Record<MetricKey, number>
  baseline: Record<MetricKey, number>
}): TargetCheck[] {
  return ISSUE_4_TARGETS.map(({ key, label, allowance }) => {
    const limit = baseline[key] + allowance
    return {
      key,
      label,
      portico: portico[key],
      baseline: baseline[key],
      limit,
      difference: portico[key] - baseline[key],
      pass: Number.isFinite(portico[key]) && Number.isFinite(limit) && portico[key] <= limit,
    }
  })
}

/**
 * The targets as a table: the demo's figure, the baseline's beside it, the difference, the target
 * (baseline + allowance) and `pass` or `over` per line.
 */
export function formatIssueTargets(checks: readonly TargetCheck[]): string {
  const signed = (text: string, value: number) => (value >= 0 ? `+${text}` : `−${text}`)
  return formatTable({
    header: ['issue 4 target', 'Portico demo', 'baseline', 'difference', 'target', 'result'],
    rows: checks.map((check) => {
      const target = ISSUE_4_TARGETS.find((t) => t.key === check.key)!
      return [
        check.label,
        target.format(check.portico),
        target.format(check.baseline),
        signed(target.format(Math.abs(check.difference)), check.difference),
        `≤ ${target.format(check.limit)} (baseline ${target.allowanceText})`,
        check.pass ? 'pass' : 'over',
      ]
    }),
  })
}
