import { formatPercent } from './formatPercent.js'

/** A fee in basis points as a percentage (30 → '0.3%'), per locale. */
export function formatBps(bps: number, locale: string): string {
  return formatPercent(bps / 100, locale)
}
