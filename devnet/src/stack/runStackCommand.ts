import { parseArgs } from 'node:util'
import type { OutputStream } from './colors'
import { runStack } from './runStack'
import {
  getServices as getDefaultServices,
  type ServiceDefinition,
  type ServiceUrl,
} from './services'

/** Signals that stop the stack. A second one, a second or more later, stops it at once. */
const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const

/** Exit code after a second stop signal cut the shutdown short (128 + SIGINT). */
const FORCED_EXIT_CODE = 130

/**
 * A repeat within this time is the same request arriving twice: on Ctrl-C the terminal signals
 * every process of the foreground group, and wrappers (npm, tsx) may forward the signal again.
 */
const SIGNAL_REPEAT_WINDOW_MS = 1_000

/** Parameters of {@link runStackCommand}. */
export type RunStackCommandParameters = {
  /** Command-line arguments, without node and the script. */
  argv: readonly string[]
  /** The service table. @default getServices from ./services */
  getServices?: (env: Record<string, string | undefined>) => readonly ServiceDefinition[]
  /** @default process.env */
  env?: Record<string, string | undefined>
  /** @default process.stdout */
  stdout?: OutputStream
  /** @default process.stderr */
  stderr?: OutputStream
  /** Called once every service is ready. */
  onReady?: (urls: ServiceUrl[]) => void
}

function usage(services: readonly ServiceDefinition[]): string {
  return [
    'Usage: npm start [-- --only <service>[,<service>…]]',
    '',
    'Runs the local Portico stack; Ctrl-C stops all of it.',
    '',
    '  --only <names>  run only these services and what they depend on',
    `                  (${services.map((service) => service.name).join(', ')})`,
    '  --help          show this help',
    '',
    'Environment: PORTICO_*_PORT moves a port (see devnet/src/ports.ts); PORTICO_OPEN=1 opens the',
    'demo in a browser once ready; NO_COLOR=1 turns colours off.',
    '',
  ].join('\n')
}

/**
 * `npm start`: parses the options, runs the stack, and turns SIGINT, SIGTERM and SIGHUP into an
 * orderly stop. Resolves with the exit code: 0 after a stop by signal, 1 when the stack failed,
 * 2 for a usage error. Another signal during the stop, a second or more after the first, exits at
 * once with 130, after killing the services' process groups.
 */
export async function runStackCommand(parameters: RunStackCommandParameters): Promise<number> {
  const env = parameters.env ?? process.env
  const stdout = parameters.stdout ?? process.stdout
  const stderr = parameters.stderr ?? process.stderr

  let services: readonly ServiceDefinition[]
  try {
    services = (parameters.getServices ?? getDefaultServices)(env)
  } catch (error) {
    stderr.write(`${(error as Error).message}\n`)
    return 1
  }

  let values: { only?: string[]; help?: boolean }
  try {
    values = parseArgs({
      args: [...parameters.argv],
      options: { only: { type: 'string', multiple: true }, help: { type: 'boolean', short: 'h' } },
      strict: true,
      allowPositionals: false,
    }).values
  } catch (error) {
    stderr.write(`${(error as Error).message}\n\n${usage(services)}`)
    return 2
  }
  if (values.help) {
    stdout.write(usage(services))
    return 0
  }
  const only = values.only
    ?.flatMap((list) => list.split(','))
    .map((name) => name.trim())
    .filter(Boolean)

  const controller = new AbortController()
  let firstSignalAt = 0
  const onSignal = (signal: NodeJS.Signals) => {
    if (!controller.signal.aborted) {
      firstSignalAt = Date.now()
      controller.abort(signal)
      return
    }
    if (Date.now() - firstSignalAt < SIGNAL_REPEAT_WINDOW_MS) return
    stderr.write(`${signal} again: killing every service now\n`)
    // The 'exit' listener of runStack kills the services' process groups.
    process.exit(FORCED_EXIT_CODE)
  }
  for (const signal of STOP_SIGNALS) process.on(signal, onSignal)
  try {
    return await runStack({
      services,
      only,
      env,
      stdout,
      stderr,
      signal: controller.signal,
      ...(parameters.onReady ? { onReady: parameters.onReady } : {}),
    })
  } finally {
    for (const signal of STOP_SIGNALS) process.off(signal, onSignal)
  }
}
