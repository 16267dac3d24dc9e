import type { MetricUnit } from './metrics.js'

/** A figure for a person: bytes in kB (1000 B), heap in MB (10^6 B), times in ms. */
export function formatValue(value: number, unit: MetricUnit): string {
  if (!Number.isFinite(value)) return '—'
  switch (unit) {
    case 'bytes':
      return `${(value / 1000).toFixed(1)} kB`
    case 'heap':
      return `${(value / 1_000_000).toFixed(2)} MB`
    case 'ms':
      return `${value.toFixed(1)} ms`
  }
}

/** `portico / baseline` as `2.50×`; `—` when either is missing or the baseline is 0. */
export function formatRatio(portico: number, baseline: number): string {
  if (!Number.isFinite(portico) || !Number.isFinite(baseline) || baseline === 0) return '—'
  return `${(portico / baseline).toFixed(2)}×`
}
