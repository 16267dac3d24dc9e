/** The figures measured in one page load; every run of every target yields one of each. */
export const METRICS = [
  { key: 'jsRawBytes', label: 'JS before first click, raw', unit: 'bytes' },
  { key: 'jsGzipBytes', label: 'JS before first click, gzip -9', unit: 'bytes' },
  { key: 'jsBrotliBytes', label: 'JS before first click, brotli -q 11', unit: 'bytes' },
  { key: 'buttonVisibleMs', label: 'Navigation start → connect button visible', unit: 'ms' },
  { key: 'clickToWalletOptionMs', label: 'Click → first wallet option visible', unit: 'ms' },
  { key: 'heapUsedBytes', label: 'JS heap after modal opens (after GC)', unit: 'heap' },
] as const

/** One of METRICS. */
export type Metric = (typeof METRICS)[number]
/** A metric's key. */
export type MetricKey = Metric['key']
/** How a metric's values are shown. */
export type MetricUnit = Metric['unit']
/** One run's figures. */
export type RunFigures = Record<MetricKey, number>
