import { readDrainMs } from './readDrainMs.js'
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

/** Options of {@link runServices}. */
export type RunServicesOptions = {
  /**
   * How long the services go on serving after a signal, /ready answering 503 'draining', before
   * they close: balancers notice and stop sending work (readDrainMs: PORTICO_DRAIN_SECONDS).
   * @default 0
   */
  graceMs?: number | undefined
  /** Where `graceMs` comes from when not given: PORTICO_DRAIN_SECONDS (readDrainMs). */
  env?: Readonly<Record<string, string | undefined>> | undefined
  /** @default the real process */
  proc?: ServiceProcess | undefined
}

const realProcess: ServiceProcess = {
  log: (line) => console.log(line),
  error: (line) => console.error(line),
  exit: (code) => process.exit(code),
  onSignal: (signal, handler) => process.once(signal, handler),
}

/**
 * Starts services one after the other (`portico serve all`: API, relay, secure site) and keeps
 * them running. When one cannot start, the ones already started are closed, the reason is
 * printed (a StartupError's message as is; anything else with its stack) and the process exits 1:
 * nothing runs half-started. On the first SIGTERM every service drains: each is marked draining
 * (its /ready answers 503, so a balancer stops sending it work), they go on serving for `graceMs`,
 * then close — the last started first, requests in flight finishing — and the process
 * exits 0 (1 when a close failed, saying why). SIGINT (Ctrl-C) closes at once, without the
 * grace. Later signals are ignored.
 */
export async function runServices(
  starters: readonly ServiceStarter[],
  { graceMs: givenGraceMs, env, proc = realProcess }: RunServicesOptions = {},
): Promise<RunningService[]> {
  const running: RunningService[] = []
  let graceMs = givenGraceMs ?? 0
  try {
    if (givenGraceMs === undefined && env) graceMs = readDrainMs(env)
  } catch (error) {
    proc.error(`cannot start: ${(error as Error).message}`)
    proc.exit(1)
    return running
  }
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
  const stop = async (signal: 'SIGINT' | 'SIGTERM') => {
    if (stopping) return
    stopping = true
    // SIGTERM is an orchestrator's or a balancer's stop: drain. SIGINT is a person's Ctrl-C.
    const grace = signal === 'SIGTERM' ? graceMs : 0
    for (const service of running) service.markDraining?.()
    proc.log(
      `${signal}: stopping the ${running.map((s) => s.name).join(', the ')}${grace > 0 ? ` after ${grace / 1_000} s of draining` : ''}`,
    )
    if (grace > 0) await new Promise((resolve) => setTimeout(resolve, grace))
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
