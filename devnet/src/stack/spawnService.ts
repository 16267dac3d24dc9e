import { spawn } from 'node:child_process'
import { stripAnsi } from './colors'
import { createLinePrefixer } from './createLinePrefixer'
import type { ServiceDefinition } from './services'

/** How many of a service's last output lines are kept for error messages. */
const KEPT_LINES = 15

/** How a service's process ended. */
export type ServiceExit = {
  code: number | null
  signal: NodeJS.Signals | null
  /** Set when the process could not be started at all (e.g. ENOENT for a missing command). */
  error?: Error
}

/** A running service: its own process group, its output prefixed into the shared log. */
export type ServiceProcess = {
  service: ServiceDefinition
  /** Process id of the service, which is also the id of its process group; undefined when spawning failed. */
  pid: number | undefined
  /** Resolves true once the process has started, false if it could not be. */
  spawned: Promise<boolean>
  /** Settles when the process has exited or could not be started. */
  exited: Promise<ServiceExit>
  /** Settles when its output streams have closed (every line has been written). */
  closed: Promise<void>
  /** Set once it has exited. */
  exit: ServiceExit | undefined
  /** Whether a line of its output contained its `readyOutput` text. */
  hasPrintedReadyOutput(): boolean
  /** Its last lines of output, oldest first. */
  lastLines(): string[]
}

/** Parameters of {@link spawnService}. */
export type SpawnServiceParameters = {
  service: ServiceDefinition
  /** The complete environment of the process. */
  env: Record<string, string | undefined>
  /** Put in front of each of its lines in the log. */
  prefix: string
  /** Where its prefixed lines go. */
  write: (text: string) => void
}

/**
 * Starts a service in its own process group (`detached`), so the launcher can later stop the
 * service together with every process it started, and a Ctrl-C in the terminal reaches only the
 * launcher, which then stops the services in order.
 */
export function spawnService(parameters: SpawnServiceParameters): ServiceProcess {
  const { service } = parameters
  const [executable, ...args] = service.command
  if (executable === undefined) throw new Error(`${service.name} has an empty command`)

  const lines: string[] = []
  let printedReadyOutput = false
  const onLine = (line: string) => {
    lines.push(line)
    if (lines.length > KEPT_LINES) lines.shift()
    if (service.readyOutput !== undefined && stripAnsi(line).includes(service.readyOutput))
      printedReadyOutput = true
  }

  const child = spawn(executable, args, {
    cwd: service.cwd,
    env: parameters.env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })

  const streams = [child.stdout, child.stderr].map((stream) => {
    const prefixer = createLinePrefixer({
      prefix: parameters.prefix,
      write: parameters.write,
      onLine,
    })
    stream.on('data', (chunk: Buffer) => prefixer.push(chunk))
    return new Promise<void>((resolve) =>
      stream.once('close', () => {
        prefixer.flush()
        resolve()
      }),
    )
  })

  const serviceProcess: ServiceProcess = {
    service,
    pid: child.pid,
    spawned: new Promise<boolean>((resolve) => {
      child.once('spawn', () => resolve(true))
      child.once('error', () => resolve(false))
    }),
    exited: new Promise<ServiceExit>((resolve) => {
      child.once('exit', (code, signal) => resolve({ code, signal }))
      child.once('error', (error) => resolve({ code: null, signal: null, error }))
    }).then((exit) => {
      serviceProcess.exit = exit
      return exit
    }),
    closed: Promise.all(streams).then(() => undefined),
    exit: undefined,
    hasPrintedReadyOutput: () => printedReadyOutput,
    lastLines: () => [...lines],
  }
  return serviceProcess
}
