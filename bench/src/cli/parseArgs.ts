/** What `npm run bench -- …` accepts. */
export type BenchOptions = {
  /** Measured page loads per target; the table shows their median. @default 7 */
  runs: number
  /** Page loads per target before the measured ones, thrown away (browser and server warm-up). @default 1 */
  warmup: number
  /** Skip the production builds and measure what bench/dist holds. @default false */
  skipBuild: boolean
}

/** Default number of measured runs per target. */
export const DEFAULT_RUNS = 7
/** Fewest runs a median is reported over. */
export const MIN_RUNS = 5

export const USAGE = `usage: npm run bench -w @portico/bench -- [--runs N] [--warmup N] [--skip-build]
   or: npm run bench -- -- [--runs N] …   (from the root: npm eats the first --)
   or: PORTICO_BENCH_RUNS=N npm run bench
  --runs N      measured page loads per target, at least ${MIN_RUNS} (default ${DEFAULT_RUNS})
  --warmup N    page loads per target thrown away first (default 1)
  --skip-build  measure the builds already in bench/dist`

/** A whole number of at least `min` given to `flag`, or an error that shows `usage`. */
export function parseCount(
  flag: string,
  value: string | undefined,
  min: number,
  usage: string,
): number {
  if (value === undefined || !/^\d+$/.test(value))
    throw new Error(`${flag} needs a whole number, got ${value ?? 'nothing'}\n${usage}`)
  const n = Number(value)
  if (n < min) throw new Error(`${flag} must be at least ${min}, got ${n}\n${usage}`)
  return n
}

const count = (flag: string, value: string | undefined, min: number) =>
  parseCount(flag, value, min, USAGE)

/**
 * Parses the bench's command-line arguments (`--runs 9`, `--runs=9`, `--warmup 0`, `--skip-build`).
 * `PORTICO_BENCH_RUNS` and `PORTICO_BENCH_WARMUP` set the defaults the flags override.
 */
export function parseArgs(
  argv: readonly string[],
  env: Record<string, string | undefined> = {},
): BenchOptions {
  const options: BenchOptions = {
    runs: env.PORTICO_BENCH_RUNS
      ? count('PORTICO_BENCH_RUNS', env.PORTICO_BENCH_RUNS, MIN_RUNS)
      : DEFAULT_RUNS,
    warmup: env.PORTICO_BENCH_WARMUP
      ? count('PORTICO_BENCH_WARMUP', env.PORTICO_BENCH_WARMUP, 0)
      : 1,
    skipBuild: false,
  }
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!
    const [flag, inline] = arg.startsWith('--') && arg.includes('=') ? arg.split('=', 2) : [arg]
    const value = () => (inline !== undefined ? inline : argv[++i])
    switch (flag) {
      case '--runs':
        options.runs = count('--runs', value(), MIN_RUNS)
        break
      case '--warmup':
        options.warmup = count('--warmup', value(), 0)
        break
      case '--skip-build':
        options.skipBuild = true
        break
      default:
        throw new Error(`unknown argument ${arg}\n${USAGE}`)
    }
  }
  return options
}
