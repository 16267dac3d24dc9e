import type { Engine } from '../../services/api/src/db/createDatabase.js'
import { parseCount } from '../src/cli/parseArgs.js'

/** The cases of the API bench, in table order. */
export const CASES = [
  'balance-cached',
  'history-first',
  'history-deep',
  'wallets-search',
  'balance-50x3-cached',
  'balance-50x3-live',
] as const
export type CaseName = (typeof CASES)[number]

/**
 * The cases on the mainnet-like world (chains 1, 10, 8453; issue 18): balances of an account
 * holding 50 listed tokens on each chain, served from the cache and read live (forceUpdate).
 */
export const WORLD_CASES = ['balance-50x3-cached', 'balance-50x3-live'] as const
export type WorldCaseName = (typeof WORLD_CASES)[number]

/** Whether a case runs on the mainnet-like world rather than the devnet. */
export const isWorldCase = (name: CaseName): name is WorldCaseName =>
  (WORLD_CASES as readonly string[]).includes(name)

export const ENGINES: readonly Engine[] = ['sqlite', 'postgres']

/** What `npm run bench:api -- …` accepts. */
export type ApiBenchOptions = {
  /** Measured seconds per case and engine. @default 10 */
  duration: number
  /** Seconds of load per case and engine before the measured run, thrown away. @default 3 */
  warmup: number
  /** Concurrent keep-alive connections of autocannon. @default 10 */
  connections: number
  /** Engines to measure, in order. @default sqlite, postgres */
  engines: Engine[]
  /** Cases to measure, in order. @default every case */
  cases: CaseName[]
  /**
   * Cases measured on PostgreSQL with one API node and with two behind nginx (issue 20).
   * @default balance-cached, wallets-search
   */
  clusterCases: ClusterCaseName[]
}

/** The cases the one-node/two-node comparison may run (the devnet's, not the world's). */
export const CLUSTER_CASES = CASES.filter(
  (name): name is Exclude<CaseName, WorldCaseName> => !isWorldCase(name),
)
export type ClusterCaseName = Exclude<CaseName, WorldCaseName>

export const USAGE = `usage: npm run bench:api -- [--duration S] [--warmup S] [--connections N] [--engines sqlite,postgres] [--cases a,b]
  --duration S     measured seconds per case and engine (default 10)
  --warmup S       seconds of load per case and engine thrown away first (default 3; 0 for none)
  --connections N  concurrent keep-alive connections (default 10)
  --engines LIST   sqlite, postgres or both (default both)
  --cases LIST     any of ${CASES.join(', ')} (default all)
  --cluster-cases LIST  on PostgreSQL, one API node against two behind nginx: any of
                   ${CLUSTER_CASES.join(', ')}, or none (default balance-cached,wallets-search)`

const count = (flag: string, value: string | undefined, min: number) =>
  parseCount(flag, value, min, USAGE)

function list<T extends string>(flag: string, value: string | undefined, allowed: readonly T[]) {
  const items = (value ?? '').split(',').filter(Boolean)
  const unknown = items.filter((item) => !allowed.includes(item as T))
  if (items.length === 0 || unknown.length > 0)
    throw new Error(`${flag} takes a comma-separated list of ${allowed.join(', ')}\n${USAGE}`)
  return [...new Set(items)] as T[]
}

/** Parses `--duration 10`, `--duration=10`, `--warmup 0`, `--connections 50`, `--engines sqlite`, `--cases …`. */
export function parseApiArgs(argv: readonly string[]): ApiBenchOptions {
  const options: ApiBenchOptions = {
    duration: 10,
    warmup: 3,
    connections: 10,
    engines: [...ENGINES],
    cases: [...CASES],
    clusterCases: ['balance-cached', 'wallets-search'],
  }
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!
    const [flag, inline] = arg.startsWith('--') && arg.includes('=') ? arg.split('=', 2) : [arg]
    const value = () => (inline !== undefined ? inline : argv[++i])
    switch (flag) {
      case '--duration':
        options.duration = count('--duration', value(), 1)
        break
      case '--warmup':
        options.warmup = count('--warmup', value(), 0)
        break
      case '--connections':
        options.connections = count('--connections', value(), 1)
        break
      case '--engines':
        options.engines = list('--engines', value(), ENGINES)
        break
      case '--cases':
        options.cases = list('--cases', value(), CASES)
        break
      case '--cluster-cases': {
        const raw = value()
        options.clusterCases = raw === 'none' ? [] : list('--cluster-cases', raw, CLUSTER_CASES)
        break
      }
      default:
        throw new Error(`unknown argument ${arg}\n${USAGE}`)
    }
  }
  return options
}
