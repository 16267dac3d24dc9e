import type { RunningService } from './runningService.js'
import { StartupError } from './StartupError.js'

/** What runServices needs from the process (the real one by default; tests give their own). */
export type ServiceProcess = {
  log(line: string): void
  error(line: string): void
  exit(code: number): void
  onSignal(signal: 'SIGINT' | 'SIGTERM', handler: () => void): void
}

/** A service to start: its name for messages (`API`) and how. */
export type ServiceStarter = { name: string; start(): Promise<RunningService> }

const realProcess: ServiceProcess = {
  log: (line) => console.log(line),
  error: (line) => console.error(line),
  exit: (code) => process.exit(code),
  onSignal: (signal, handler) => process.once(signal, handler),
}

/**
 * Starts services one after the other (`portico serve all`: relay, API, secure site) and keeps
 * them running. When one cannot start, the ones already started are closed, the reason is
 * printed (a StartupError's message as is; anything else with its stack) and the process exits 1:
 * nothing runs half-started. On the first SIGINT or SIGTERM every service is closed, the last
 * started first, and the process exits 0 (1 when a close failed, saying why).
 */
export async function runServices(
  starters: readonly ServiceStarter[],
  proc: ServiceProcess = realProcess,
): Promise<RunningService[]> {
  const running: RunningService[] = []
  for (const { name, start } of starters) {
    try {
      const service = await start()
      running.push(service)
      proc.log(`Portico ${service.name} on ${service.url} (${service.description})`)
    } catch (error) {
      proc.error(
        `cannot start the ${name}: ${
          error instanceof StartupError ? error.message : ((error as Error)?.stack ?? String(error))
        }`,
      )
      await closeAll(running, proc)
      proc.exit(1)
      return running
    }
  }
  let stopping = false
  const stop = async (signal: string) => {
    if (stopping) return
    stopping = true
    proc.log(`${signal}: stopping the ${running.map((s) => s.name).join(', the ')}`)
    proc.exit((await closeAll(running, proc)) ? 0 : 1)
  }
  proc.onSignal('SIGINT', () => void stop('SIGINT'))
  proc.onSignal('SIGTERM', () => void stop('SIGTERM'))
  return running
}

/** Closes the services, the last started first; false when one failed (each failure printed). */
async function closeAll(services: readonly RunningService[], proc: ServiceProcess) {
  let ok = true
  for (const service of [...services].reverse()) {
    try {
      await service.close()
    } catch (error) {
      ok = false
      proc.error(`the ${service.name} did not stop cleanly: ${(error as Error).message}`)
    }
  }
  return ok
}
