import type { Engine } from '../../services/api/src/db/createDatabase.js'
import type { CaseName } from './options.js'
import type { LoadResult } from './runAutocannon.js'

/** What each case measures, as the table names it. */
export const CASE_LABELS: Record<CaseName, string> = {
  'balance-cached': 'cached balance',
  'history-first': 'history, first page',
  'history-deep': 'history, deep cursor',
  'wallets-search': 'getWallets search',
  'balance-50x3-cached': 'cached balance, 50 tokens × 3 chains',
  'balance-50x3-live': 'live balance, 50 tokens × 3 chains',
}

/** The target for the cached balance (a figure to read, not an assertion). */
export const BALANCE_TARGET = { requestsPerSecond: 5_000, p99Ms: 20 }

export type TableRow = { name: CaseName; results: Partial<Record<Engine, LoadResult>> }

const num = (value: number, digits = 0) =>
  value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })

/** autocannon records whole milliseconds: 0 means under 1 ms. */
const ms = (value: number) => (value < 1 ? '<1' : num(value))

/** Whether a cached-balance result meets BALANCE_TARGET. */
export function meetsBalanceTarget(result: LoadResult): boolean {
  return (
    result.requestsPerSecond >= BALANCE_TARGET.requestsPerSecond &&
    result.p99Ms < BALANCE_TARGET.p99Ms
  )
}

/**
 * The case × engine table: req/s, p50 and p99 latency (ms) per engine; a `!` after a row's
 * figures when some responses were not 2xx or failed (see the JSON).
 */
export function formatTable(rows: readonly TableRow[], engines: readonly Engine[]): string {
  const header = ['case', ...engines.flatMap((e) => [`${e} req/s`, 'p50 ms', 'p99 ms'])]
  const body = rows.map((row) => [
    CASE_LABELS[row.name],
    ...engines.flatMap((engine) => {
      const r = row.results[engine]
      if (!r) return ['–', '–', '–']
      const flag = r.non2xx + r.errors + r.timeouts > 0 ? ' !' : ''
      return [`${num(r.requestsPerSecond)}${flag}`, ms(r.p50Ms), ms(r.p99Ms)]
    }),
  ])
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((cells) => cells[i]!.length)))
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
      .join('  ')
      .trimEnd()
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n')
}
