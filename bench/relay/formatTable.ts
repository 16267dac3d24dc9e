import type { FloodResult } from './floodClients.js'
import type { IdleResult } from './idleClients.js'
import type { RoundTripResult } from './roundTrips.js'
import type { LoadResult } from './summarizeLoad.js'

/** The targets. */
export const TARGETS = {
  /** Relay throughput at least this share of the bare echo server's. */
  throughputRatio: 0.5,
  /** p99 publish→deliver under this at 5,000 msg/s, on one node. */
  p99Ms: 5,
  /** personal_sign round trips per second through the real clients, on one node. */
  roundTripsPerSecond: 300,
  /** 10,000 idle clients in less server memory than this. */
  idleBytes: 500 * 1024 * 1024,
}

/** Everything one bench run measured. */
export type RelayBenchResults = {
  /** Per case: one node (memory), two nodes (Redis, nginx), the echo server. */
  load: { name: string; relay: LoadResult; cluster: LoadResult; echo: LoadResult }[]
  /** Per case: one node, two nodes. */
  roundTrips: { relay: RoundTripResult; cluster: RoundTripResult }[]
  /** Absent when the bench ran `--only load`. */
  idle?: { relay: IdleResult; echo: IdleResult }
  flood?: FloodResult
}

const int = (n: number) => Math.round(n).toLocaleString('en-US')
const ms = (n: number) => (Number.isFinite(n) ? n.toFixed(2) : '–')
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`
const verdict = (ok: boolean) => (ok ? 'yes' : 'NO')

const ratio = (a: number, b: number) => `${(a / b).toFixed(2)} ×`

/**
 * The results as a plain-text table: one relay node, two behind nginx and their ratio, the bare
 * echo server and the one-node relay's share of it, each figure beside its target.
 */
export function formatTable(results: RelayBenchResults): string {
  const rows: string[][] = [
    ['case', '1 node', '2 nodes', '2 / 1', 'bare ws echo', '1 node / echo', 'target', 'met'],
  ]
  for (const { name, relay, cluster, echo } of results.load) {
    const share = relay.messagesPerSecond / echo.messagesPerSecond
    const paced = relay.ratePerSecond !== null
    const lost = (r: LoadResult) => (r.lost ? ` (${r.lost} lost)` : '')
    rows.push([
      `${name}: msg/s`,
      int(relay.messagesPerSecond) + lost(relay),
      int(cluster.messagesPerSecond) + lost(cluster),
      ratio(cluster.messagesPerSecond, relay.messagesPerSecond),
      int(echo.messagesPerSecond),
      `${(share * 100).toFixed(0)} %`,
      paced ? '(paced)' : `≥ ${TARGETS.throughputRatio * 100} % of echo`,
      paced ? '' : verdict(share >= TARGETS.throughputRatio),
    ])
    rows.push([
      `${name}: server CPU µs/msg`,
      relay.serverCpuUsPerMessage.toFixed(0),
      cluster.serverCpuUsPerMessage.toFixed(0),
      ratio(cluster.serverCpuUsPerMessage, relay.serverCpuUsPerMessage),
      echo.serverCpuUsPerMessage.toFixed(0),
      ratio(relay.serverCpuUsPerMessage, echo.serverCpuUsPerMessage),
      '',
      '',
    ])
    rows.push([
      `${name}: p50 / p99 ms`,
      `${ms(relay.p50Ms)} / ${ms(relay.p99Ms)}`,
      `${ms(cluster.p50Ms)} / ${ms(cluster.p99Ms)}`,
      '',
      `${ms(echo.p50Ms)} / ${ms(echo.p99Ms)}`,
      '',
      paced ? `p99 < ${TARGETS.p99Ms} ms` : '',
      paced ? verdict(relay.p99Ms < TARGETS.p99Ms) : '',
    ])
  }
  for (const { relay, cluster } of results.roundTrips) {
    const all = relay.processes > 1
    const name = `personal_sign round trips (real clients, ${relay.processes} × ${relay.concurrency} in flight)`
    rows.push([
      `${name}: per s`,
      `${relay.roundTripsPerSecond.toFixed(0)} (p50 ${ms(relay.p50Ms)} ms)`,
      `${cluster.roundTripsPerSecond.toFixed(0)} (p50 ${ms(cluster.p50Ms)} ms)`,
      ratio(cluster.roundTripsPerSecond, relay.roundTripsPerSecond),
      '',
      '',
      all ? `≥ ${TARGETS.roundTripsPerSecond}/s` : '',
      all ? verdict(relay.roundTripsPerSecond >= TARGETS.roundTripsPerSecond) : '',
    ])
    rows.push([
      `${name}: CPU µs per round trip, relay / clients`,
      `${relay.serverCpuUsPerRoundTrip.toFixed(0)} / ${relay.clientCpuUsPerRoundTrip.toFixed(0)}`,
      `${cluster.serverCpuUsPerRoundTrip.toFixed(0)} / ${cluster.clientCpuUsPerRoundTrip.toFixed(0)}`,
      '',
      '',
      '',
      '',
      '',
    ])
  }
  if (results.idle) {
    const { relay, echo } = results.idle
    rows.push([
      `${int(relay.clients)} idle clients: server RSS`,
      mb(relay.rssAfterBytes),
      '',
      '',
      mb(echo.rssAfterBytes),
      `${(relay.rssAfterBytes / echo.rssAfterBytes).toFixed(1)} ×`,
      `< ${mb(TARGETS.idleBytes)}`,
      verdict(relay.rssAfterBytes < TARGETS.idleBytes),
    ])
    rows.push([
      'idle clients per GiB',
      int(relay.clientsPerGiB),
      '',
      '',
      int(echo.clientsPerGiB),
      '',
      '',
      '',
    ])
  }
  const table = render(rows)
  return results.flood ? `${table}\n\n${formatFloodTable(results.flood)}` : table
}

/** The flood's figures (issue 16, finding 3) as a table of their own. */
export function formatFloodTable(flood: FloodResult): string {
  const refused = Object.entries(flood.publishesRefused)
    .map(([code, n]) => `${int(n)} × ${code}`)
    .join(', ')
  return render([
    ['flood: relay with default limits', 'figure'],
    [
      'attackers',
      `${flood.addresses} addresses × ${flood.connectionsPerAddress} connections, 256 KiB publishes, ttl 30 days, ${(flood.durationMs / 1000).toFixed(0)} s`,
    ],
    [
      'connections accepted / refused (1013)',
      `${int(flood.connectionsAccepted)} / ${int(flood.connectionsRefused)}`,
    ],
    ['publishes stored / refused', `${int(flood.publishesStored)} / ${refused || '0'}`],
    ['bytes the flood sent', mb(flood.bytesSent)],
    [
      'relay RSS: before / peak / end',
      `${mb(flood.rssBeforeBytes)} / ${mb(flood.rssPeakBytes)} / ${mb(flood.rssEndBytes)}`,
    ],
    [
      'relay at the end: stored (budget 256 MiB) / JS heap / outside the heap',
      `${mb(flood.storedBytesEnd)} / ${mb(flood.heapUsedBytesEnd)} / ${mb(flood.externalBytesEnd)}`,
    ],
    [
      'real dApp + wallet at 127.0.0.1 meanwhile',
      flood.legitimate.paired
        ? `paired; ${flood.legitimate.roundTrips} personal_sign, p50 ${ms(flood.legitimate.p50Ms)} ms`
        : `FAILED: ${flood.legitimate.error}`,
    ],
  ])
}

function render(rows: string[][]): string {
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => r[c]!.length)))
  const line = (r: string[]) => `| ${r.map((cell, c) => cell.padEnd(widths[c]!)).join(' | ')} |`
  return [
    line(rows[0]!),
    `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`,
    ...rows.slice(1).map(line),
  ].join('\n')
}
