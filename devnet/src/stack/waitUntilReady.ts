import { connect } from 'node:net'
import type { PortName } from '../ports'
import type { ServiceProcess } from './spawnService'

/** How often a starting service's ports are tried. */
const READY_POLL_MS = 100

/** How long one connection attempt may take. */
const CONNECT_TIMEOUT_MS = 1_000

/** Whether something accepts TCP connections on 127.0.0.1:port. */
export function canConnect(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' })
    const done = (result: boolean) => {
      socket.destroy()
      resolve(result)
    }
    socket.setTimeout(CONNECT_TIMEOUT_MS, () => done(false))
    socket.once('connect', () => done(true))
    socket.once('error', () => done(false))
  })
}

/** Parameters of {@link waitUntilReady}. */
export type WaitUntilReadyParameters = {
  serviceProcess: ServiceProcess
  /** Its ports, overrides applied. */
  ports: readonly { name: PortName; port: number }[]
  timeoutMs: number
  /** Stops waiting. */
  signal: AbortSignal
}

/** Why {@link waitUntilReady} stopped waiting; on a timeout, what was still missing. */
export type WaitUntilReadyReturnType =
  | { status: 'ready' | 'exited' | 'aborted' }
  | { status: 'timeout'; missing: string[] }

/**
 * Waits until every port of a service accepts TCP connections and, if it has a `readyOutput`,
 * it has printed that text; gives up when it exits, the signal aborts, or time runs out.
 */
export async function waitUntilReady(
  parameters: WaitUntilReadyParameters,
): Promise<WaitUntilReadyReturnType> {
  const { serviceProcess, signal } = parameters
  const { readyOutput } = serviceProcess.service
  const deadline = Date.now() + parameters.timeoutMs
  let waiting = [...parameters.ports]
  if (!(await serviceProcess.spawned)) return { status: 'exited' }
  for (;;) {
    if (signal.aborted) return { status: 'aborted' }
    if (serviceProcess.exit) return { status: 'exited' }
    const open = await Promise.all(waiting.map(({ port }) => canConnect(port)))
    waiting = waiting.filter((_, index) => !open[index])
    const printed = readyOutput === undefined || serviceProcess.hasPrintedReadyOutput()
    if (waiting.length === 0 && printed && !serviceProcess.exit) return { status: 'ready' }
    if (Date.now() >= deadline) {
      const missing = waiting.map(
        ({ name, port }) => `port ${port} (${name}) accepts no connections`,
      )
      if (!printed) missing.push(`it has not printed '${readyOutput}'`)
      return { status: 'timeout', missing }
    }
    await new Promise<void>((resolve) => {
      const timer = setTimeout(done, READY_POLL_MS)
      signal.addEventListener('abort', done, { once: true })
      function done() {
        clearTimeout(timer)
        signal.removeEventListener('abort', done)
        resolve()
      }
    })
  }
}
