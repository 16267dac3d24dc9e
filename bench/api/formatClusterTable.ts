import { CASE_LABELS } from './formatTable.js'
import type { ClusterCaseName } from './options.js'
import type { LoadResult } from './runAutocannon.js'

/** One cluster case: straight on one node, through nginx on one node, through nginx on all. */
export type ClusterCaseResult = {
  name: ClusterCaseName
  oneNode: { measured: LoadResult }
  oneNodeBehindNginx: { measured: LoadResult }
  nodesBehindNginx: { measured: LoadResult }
}

const num = (value: number, digits = 0) =>
  value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })
/** autocannon records whole milliseconds: 0 means under 1 ms. */
const ms = (value: number) => (value < 1 ? '<1' : num(value))
const cell = (r: LoadResult) =>
  `${num(r.requestsPerSecond)}${r.non2xx + r.errors + r.timeouts > 0 ? ' !' : ''} (p99 ${ms(r.p99Ms)})`

/**
 * The one-node/several-nodes table: req/s (p99 ms) straight on one node, through nginx on one
 * node and on every node, and the ratio that matters — several nodes behind nginx over one
 * node behind nginx, the balancer's cost being on both sides.
 */
export function formatClusterTable(cluster: { nodes: number; cases: ClusterCaseResult[] }): string {
  const header = [
    'case',
    '1 node req/s',
    '1 node behind nginx',
    `${cluster.nodes} nodes behind nginx`,
    `${cluster.nodes} / 1 (behind nginx)`,
  ]
  const body = cluster.cases.map((c) => [
    CASE_LABELS[c.name],
    cell(c.oneNode.measured),
    cell(c.oneNodeBehindNginx.measured),
    cell(c.nodesBehindNginx.measured),
    `${(c.nodesBehindNginx.measured.requestsPerSecond / c.oneNodeBehindNginx.measured.requestsPerSecond).toFixed(2)} ×`,
  ])
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((cells) => cells[i]!.length)))
  const line = (cells: readonly string[]) =>
    cells
      .map((text, i) => (i === 0 ? text.padEnd(widths[i]!) : text.padStart(widths[i]!)))
      .join('  ')
      .trimEnd()
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n')
}
