import type { FloodResult } from './floodClients.js'
import type { IdleResult } from './idleClients.js'
import type { LoadResult } from './loadClients.js'
import type { RoundTripResult } from './roundTrips.js'

/** The targets. */
export const TARGETS = {
  /** Relay throughput at least this share of the bare echo server's. */
  throughputRatio: 0.5,
  /** p99 publish→deliver under this at 5,000 msg/s. */
  p99Ms: 5,
  /** 10,000 idle clients in less server memory than this. */
  idleBytes: 500 * 1024 * 1024,
}

/** Everything one bench run measured. */
export type RelayBenchResults = {
  load: { name: string; relay: LoadResult; echo: LoadResult }[]
  idle: { relay: IdleResult; echo: IdleResult }
  roundTrips: RoundTripResult[]
  flood: FloodResult
}

const int = (n: number) => Math.round(n).toLocaleString('en-US')
const ms = (n: number) => (Number.isFinite(n) ? n.toFixed(2) : '–')
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`
const verdict = (ok: boolean) => (ok ? 'yes' : 'NO')

/** The results as a plain-text table, each figure beside its target. */
export function formatTable(results: RelayBenchResults): string {
  const rows: string[][] = [['case', 'relay', 'bare ws echo', 'relay / echo', 'target', 'met']]
  for (const { name, relay, echo } of results.load) {
    const ratio = relay.messagesPerSecond / echo.messagesPerSecond
    const paced = relay.ratePerSecond !== null
    rows.push([
      `${name}: msg/s`,
      int(relay.messagesPerSecond) + (relay.lost ? ` (${relay.lost} lost)` : ''),
      int(echo.messagesPerSecond),
      `${(ratio * 100).toFixed(0)} %`,
      paced ? '(paced)' : `≥ ${TARGETS.throughputRatio * 100} % of echo`,
      paced ? '' : verdict(ratio >= TARGETS.throughputRatio),
    ])
    rows.push([
      `${name}: server CPU µs/msg`,
      relay.serverCpuUsPerMessage.toFixed(0),
      echo.serverCpuUsPerMessage.toFixed(0),
      `${(relay.serverCpuUsPerMessage / echo.serverCpuUsPerMessage).toFixed(1)} ×`,
      '',
      '',
    ])
    rows.push([
      `${name}: p50 / p99 ms`,
      `${ms(relay.p50Ms)} / ${ms(relay.p99Ms)}`,
      `${ms(echo.p50Ms)} / ${ms(echo.p99Ms)}`,
      '',
      paced ? `p99 < ${TARGETS.p99Ms} ms` : '',
      paced ? verdict(relay.p99Ms < TARGETS.p99Ms) : '',
    ])
  }
  const { relay, echo } = results.idle
  rows.push([
    `${int(relay.clients)} idle clients: server RSS`,
    mb(relay.rssAfterBytes),
    mb(echo.rssAfterBytes),
    `${(relay.rssAfterBytes / echo.rssAfterBytes).toFixed(1)} ×`,
    `< ${mb(TARGETS.idleBytes)}`,
    verdict(relay.rssAfterBytes < TARGETS.idleBytes),
  ])
  rows.push(['idle clients per GiB', int(relay.clientsPerGiB), int(echo.clientsPerGiB), '', '', ''])
  for (const run of results.roundTrips)
    rows.push([
      `personal_sign round trips/s (real clients, ${run.concurrency} in flight)`,
      `${run.roundTripsPerSecond.toFixed(0)} (p50 ${ms(run.p50Ms)} ms)`,
      '',
      '',
      '',
      '',
    ])
  return `${render(rows)}\n\n${formatFloodTable(results.flood)}`
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
