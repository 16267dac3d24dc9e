import { drainOnSignals } from './drainOnSignals.js'

/**
 * On the first SIGINT or SIGTERM: logs it, runs `stop` (close the server, then the database…),
 * and exits 0, or 1 after printing why the shutdown failed. Later signals are ignored.
 * drainOnSignals without a grace period; a node behind a balancer wants drainOnSignals.
 */
export function stopOnSignals(parameters: {
  stop(): Promise<void>
  /** Says the service is stopping (a log line). */
  onSignal(signal: string): void
  /** Put before 'shutdown failed' (e.g. `[secure] `). @default none */
  failurePrefix?: string | undefined
}): void {
  drainOnSignals(parameters)
}
