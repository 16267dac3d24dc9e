/** The grace period's variable: seconds between /ready turning 'draining' and the close. */
export const DRAIN_SECONDS_ENV = 'PORTICO_DRAIN_SECONDS'
/** How long a node keeps serving after SIGTERM while balancers notice its /ready went 503. */
export const DEFAULT_DRAIN_SECONDS = 5
/** The longest grace accepted (an orchestrator kills a node that takes much longer anyway). */
export const MAX_DRAIN_SECONDS = 300

/**
 * PORTICO_DRAIN_SECONDS in milliseconds: a whole number of seconds from 0 to MAX_DRAIN_SECONDS,
 * DEFAULT_DRAIN_SECONDS when unset or empty; anything else throws a message naming the variable.
 */
export function readDrainMs(env: Readonly<Record<string, string | undefined>>): number {
  const raw = env[DRAIN_SECONDS_ENV]?.trim()
  if (!raw) return DEFAULT_DRAIN_SECONDS * 1_000
  const seconds = Number(raw)
  if (!/^\d+$/.test(raw) || seconds > MAX_DRAIN_SECONDS)
    throw new Error(
      `${DRAIN_SECONDS_ENV} must be a whole number of seconds from 0 to ${MAX_DRAIN_SECONDS}, got '${raw.slice(0, 20)}'`,
    )
  return seconds * 1_000
}

/** Parameters of drainOnSignals. */
export type DrainOnSignalsParameters = {
  /** Turns /ready to 503 'draining' (app.markDraining()); called first. @default nothing */
  markDraining?: (() => void) | undefined
  /** How long to go on serving after markDraining, before `stop` (readDrainMs). @default 0 */
  graceMs?: number | undefined
  /** Closes what the node runs: the server (letting requests in flight finish), then the database. */
  stop(): Promise<void>
  /** Says the node is draining (a log line). */
  onSignal(signal: string): void
  /** Put before 'shutdown failed' (e.g. `[secure] `). @default none */
  failurePrefix?: string | undefined
}

/**
 * On the first SIGTERM or SIGINT: marks the node draining (its /ready answers 503 so a balancer
 * stops sending new work), keeps serving for `graceMs` while balancers notice, runs `stop`, and
 * exits 0 — or 1 after printing why the shutdown failed. Later signals are ignored.
 *
 * @example
 * drainOnSignals({ markDraining: () => app.markDraining(), graceMs: readDrainMs(process.env),
 *   onSignal: (signal) => app.log.info({ signal }, 'draining'),
 *   stop: async () => { await app.close(); await database.destroy() } })
 */
export function drainOnSignals({
  markDraining = () => {},
  graceMs = 0,
  stop,
  onSignal,
  failurePrefix = '',
}: DrainOnSignalsParameters): void {
  let stopping = false
  async function shutdown(signal: string) {
    if (stopping) return
    stopping = true
    try {
      markDraining()
      onSignal(signal)
      if (graceMs > 0) await new Promise((resolve) => setTimeout(resolve, graceMs))
      await stop()
      process.exit(0)
    } catch (error) {
      console.error(`${failurePrefix}shutdown failed: ${(error as Error).message}`)
      process.exit(1)
    }
  }
  process.once('SIGINT', () => void shutdown('SIGINT'))
  process.once('SIGTERM', () => void shutdown('SIGTERM'))
}
