/**
 * On the first SIGINT or SIGTERM: logs it, runs `stop` (close the server, then the database…),
 * and exits 0, or 1 after printing why the shutdown failed. Later signals are ignored.
 */
export function stopOnSignals({
  stop,
  onSignal,
  failurePrefix = '',
}: {
  stop(): Promise<void>
  /** Says the service is stopping (a log line). */
  onSignal(signal: string): void
  /** Put before 'shutdown failed' (e.g. `[secure] `). @default none */
  failurePrefix?: string | undefined
}): void {
  let stopping = false
  async function shutdown(signal: string) {
    if (stopping) return
    stopping = true
    onSignal(signal)
    try {
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
