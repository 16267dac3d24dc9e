import type { OwnerWeight } from '../build/attributeWeight.js'
import { formatTable } from './formatTable.js'

/** Parameters of `formatBreakdown`. */
export type FormatBreakdownParameters = {
  weights: readonly OwnerWeight[]
  /** Rows shown; the rest are summed into one. @default 8 */
  top?: number
}

/** Which packages make up some JS: package, share, estimated minified kB; the tail in one row. */
export function formatBreakdown({ weights, top = 8 }: FormatBreakdownParameters): string {
  const shown = weights.slice(0, top)
  const rest = weights.slice(top)
  const row = (owner: string, share: number, bytes: number) => [
    owner,
    `${(share * 100).toFixed(1)} %`,
    `${(bytes / 1000).toFixed(1)} kB`,
  ]
  const rows = shown.map((w) => row(w.owner, w.share, w.estimatedMinifiedBytes))
  if (rest.length > 0)
    rows.push(
      row(
        `${rest.length} more`,
        rest.reduce((sum, w) => sum + w.share, 0),
        rest.reduce((sum, w) => sum + w.estimatedMinifiedBytes, 0),
      ),
    )
  return formatTable({ header: ['package', 'share', '≈ minified'], rows })
}
