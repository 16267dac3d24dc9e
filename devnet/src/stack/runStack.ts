import { getPorts, PORT_ENV, type PortName } from '../ports'
import { createPalette, type OutputStream, shouldUseColor } from './colors'
import { findPortProblems } from './findPortProblems'
import { formatReadyBox } from './formatReadyBox'
import { openBrowser } from './openBrowser'
import { isProcessGroupAlive, stopProcessGroups, stopProcessGroupsSync } from './processGroups'
import { StackError } from './StackError'
import { selectServices } from './selectServices'
import type { ServiceDefinition, ServiceUrl } from './services'
import { type ServiceExit, type ServiceProcess, spawnService } from './spawnService'
import { startWatchdog } from './startWatchdog'
import { waitUntilReady } from './waitUntilReady'

/** How long a service may take to become ready unless its definition says otherwise. */
export const READY_TIMEOUT_MS = 60_000

/** How long services get to exit after SIGTERM before their process groups are sent SIGKILL. */
export const STOP_TIMEOUT_MS = 5_000

/** The same, when the launcher itself is exiting and can only block. */
const EMERGENCY_STOP_TIMEOUT_MS = 1_000

/** How long to wait, once the groups are gone, for their last output to be written. */
const OUTPUT_DRAIN_MS = 1_000

/** Label of the launcher's own lines in the log. */
const LAUNCHER_LABEL = 'portico'

/** Parameters of {@link runStack}. */
export type RunStackParameters = {
  /** The service table, e.g. `getServices()`. */
  services: readonly ServiceDefinition[]
  /** Run only these services and what they depend on. @default every service */
  only?: readonly string[] | undefined
  /** Environment: read for port overrides, NO_COLOR and PORTICO_OPEN, and passed to every service. @default process.env */
  env?: Record<string, string | undefined>
  /** Where the log goes. */
  stdout: OutputStream
  /** Where the launcher's error messages go. @default stdout */
  stderr?: OutputStream
  /** Stops the stack when aborted (the reason, e.g. 'SIGINT', is printed). */
  signal?: AbortSignal
  /** @default READY_TIMEOUT_MS */
  readyTimeoutMs?: number
  /** @default STOP_TIMEOUT_MS */
  stopTimeoutMs?: number
  /** Called once every service is ready, with the links printed in the box. */
  onReady?: (urls: ServiceUrl[]) => void
}

/**
 * The exit code: 0 when the stack was stopped through `signal`; 1 when it could not start (a port
 * in use, a bad PORTICO_*_PORT, a broken service table), a service did not become ready in time,
 * or a service exited by itself; 2 for an unknown name in `only`.
 */
export type RunStackReturnType = number

type StopReason =
  | { kind: 'requested'; reason: string }
  | { kind: 'failed'; headline: string; details: string[] }

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`

function describeExit(serviceProcess: ServiceProcess, exit: ServiceExit): StopReason {
  const { name } = serviceProcess.service
  const headline = exit.error
    ? `${name} could not be started: ${exit.error.message}`
    : exit.signal
      ? `${name} was killed by ${exit.signal}`
      : `${name} exited with code ${exit.code}`
  const lines = serviceProcess.lastLines()
  while (lines[0]?.trim() === '') lines.shift()
  while (lines.at(-1)?.trim() === '') lines.pop()
  const details =
    lines.length === 0
      ? [`${name} printed nothing.`]
      : [`Last lines of ${name}:`, ...lines.map((line) => `  ${line}`)]
  return { kind: 'failed', headline, details }
}

/**
 * Runs the local stack: checks that every port is free, starts each service once the services it
 * depends on accept connections, prefixes every line of their output with their name, prints the
 * links once all are ready, and stops every service's whole process group when `signal` aborts or
 * any service fails. Resolves with the exit code once everything it started has stopped.
 *
 * @example
 * const controller = new AbortController()
 * process.once('SIGINT', () => controller.abort('SIGINT'))
 * process.exitCode = await runStack({ services: getServices(), stdout: process.stdout, signal: controller.signal })
 */
export async function runStack(parameters: RunStackParameters): Promise<RunStackReturnType> {
  const env = parameters.env ?? process.env
  const { stdout, signal } = parameters
  const stderr = parameters.stderr ?? stdout
  const readyTimeoutMs = parameters.readyTimeoutMs ?? READY_TIMEOUT_MS
  const color = shouldUseColor(stdout, env)
  const palette = createPalette(color)

  let labelWidth = LAUNCHER_LABEL.length
  const launcherPrefix = () =>
    `${palette.bold(LAUNCHER_LABEL.padEnd(labelWidth))}${palette.dim(' │ ')}`
  const info = (text: string) => stdout.write(`${launcherPrefix()}${text}\n`)
  const fail = (text: string) => stderr.write(`${launcherPrefix()}${palette.red(text)}\n`)

  let selected: ServiceDefinition[]
  let ports: Record<PortName, number>
  let problems: string[]
  try {
    selected = selectServices({ services: parameters.services, only: parameters.only })
    labelWidth = Math.max(labelWidth, ...selected.map((service) => service.name.length))
    problems = await findPortProblems({ services: selected, env })
    try {
      ports = getPorts(env)
    } catch (error) {
      throw new StackError((error as Error).message)
    }
  } catch (error) {
    if (!(error instanceof StackError)) throw error
    fail(error.message)
    return error.exitCode
  }
  if (problems.length > 0) {
    for (const problem of problems) fail(problem)
    fail('Nothing was started.')
    return 1
  }
  if (signal?.aborted) return 0

  const childEnv: Record<string, string | undefined> = { ...env }
  // Children write to a pipe, not the terminal; let them colour their output when the log is coloured.
  if (color && childEnv.FORCE_COLOR === undefined) childEnv.FORCE_COLOR = '1'
  const portEnv = Object.fromEntries(
    (Object.keys(ports) as PortName[]).map((name) => [PORT_ENV[name], String(ports[name])]),
  )

  const running: ServiceProcess[] = []
  const runningGroups = () => running.flatMap((serviceProcess) => serviceProcess.pid ?? [])
  // Last resort when the launcher exits without stopping the stack (process.exit, an uncaught
  // exception): the services live in their own process groups and would otherwise outlive it.
  const stopOnExit = () => {
    const alive = runningGroups().filter(isProcessGroupAlive)
    if (alive.length === 0) return
    stderr.write(`${launcherPrefix()}exiting; stopping every service\n`)
    stopProcessGroupsSync({ pgids: alive, timeoutMs: EMERGENCY_STOP_TIMEOUT_MS })
  }
  process.on('exit', stopOnExit)
  // And for a launcher killed with SIGKILL, which runs no code at all.
  const watchdog = startWatchdog()

  let stopReason: StopReason | undefined
  let resolveStopped!: (reason: StopReason) => void
  const stopped = new Promise<StopReason>((resolve) => {
    resolveStopped = resolve
  })
  const stopping = new AbortController()
  const requestStop = (reason: StopReason) => {
    if (stopReason) return
    stopReason = reason
    stopping.abort()
    resolveStopped(reason)
  }
  const onAbort = () =>
    requestStop({
      kind: 'requested',
      reason: typeof signal?.reason === 'string' ? signal.reason : 'stop requested',
    })
  signal?.addEventListener('abort', onAbort, { once: true })

  const readiness = new Map<string, Promise<boolean>>()
  const start = async (service: ServiceDefinition, index: number): Promise<boolean> => {
    const dependencies = await Promise.all(
      (service.dependsOn ?? []).map((name) => readiness.get(name)),
    )
    if (stopReason || !dependencies.every(Boolean)) return false
    info(`starting ${service.name}`)
    const startedAt = Date.now()
    const serviceProcess = spawnService({
      service,
      env: { ...childEnv, ...service.env, ...portEnv },
      prefix: `${palette.service(index)(service.name.padEnd(labelWidth))}${palette.dim(' │ ')}`,
      write: (text) => stdout.write(text),
    })
    running.push(serviceProcess)
    if (serviceProcess.pid !== undefined) watchdog.watch(serviceProcess.pid)
    void serviceProcess.exited.then((exit) => requestStop(describeExit(serviceProcess, exit)))
    const timeoutMs = service.readyTimeoutMs ?? readyTimeoutMs
    const result = await waitUntilReady({
      serviceProcess,
      ports: service.ports.map((name) => ({ name, port: ports[name] })),
      timeoutMs,
      signal: stopping.signal,
    })
    if (result.status === 'timeout') {
      requestStop({
        kind: 'failed',
        headline: `${service.name} did not become ready within ${seconds(timeoutMs)}`,
        details: result.missing.map((reason) => `  ${reason}`),
      })
    }
    if (result.status !== 'ready') return false
    info(`${service.name} is ready (${seconds(Date.now() - startedAt)})`)
    return true
  }

  for (const [index, service] of selected.entries()) {
    const ready = start(service, index).catch((error: unknown) => {
      requestStop({
        kind: 'failed',
        headline: `${service.name} could not be started: ${String(error)}`,
        details: [],
      })
      return false
    })
    readiness.set(service.name, ready)
  }

  void Promise.all(readiness.values()).then((results) => {
    if (stopReason || !results.every(Boolean)) return
    const urls = [...selected].reverse().flatMap((service) => service.urls ?? [])
    stdout.write(formatReadyBox({ urls }))
    parameters.onReady?.(urls)
    const page = urls.find((link) => link.open)
    if (page && env.PORTICO_OPEN === '1')
      void openBrowser({ url: page.url, env }).then((opened) => {
        if (!opened) info(`could not open a browser; open ${page.url} yourself`)
      })
  })

  const reason = await stopped
  info(`stopping every service (${reason.kind === 'requested' ? reason.reason : reason.headline})`)
  const stopTimeoutMs = parameters.stopTimeoutMs ?? STOP_TIMEOUT_MS
  const groupNames = (pgids: number[]) =>
    running
      .filter(
        (serviceProcess) => serviceProcess.pid !== undefined && pgids.includes(serviceProcess.pid),
      )
      .map((serviceProcess) => serviceProcess.service.name)
      .join(', ')
  const { killed, survivors } = await stopProcessGroups({
    pgids: runningGroups(),
    timeoutMs: stopTimeoutMs,
  })
  if (killed.length > 0)
    info(
      `${groupNames(killed)} did not stop within ${seconds(stopTimeoutMs)} of SIGTERM; sent SIGKILL`,
    )
  if (survivors.length > 0)
    fail(`processes of ${groupNames(survivors)} are still running after SIGKILL`)
  await Promise.race([
    Promise.all(running.map((serviceProcess) => serviceProcess.closed)),
    new Promise((resolve) => setTimeout(resolve, OUTPUT_DRAIN_MS).unref()),
  ])
  await Promise.all(readiness.values())
  for (const pgid of runningGroups()) if (!survivors.includes(pgid)) watchdog.forget(pgid)
  watchdog.close()
  process.off('exit', stopOnExit)
  signal?.removeEventListener('abort', onAbort)

  if (reason.kind === 'requested') {
    info('stopped')
    return 0
  }
  fail(reason.headline)
  for (const line of reason.details) fail(line)
  return 1
}
