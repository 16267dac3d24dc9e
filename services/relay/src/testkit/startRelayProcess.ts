import { type ChildProcess, spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url))
const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url))

/** A relay node running as its own process (`node --import tsx main.ts`), as in production. */
export type RelayProcess = {
  url: string
  port: number
  pid: number
  /** Everything it printed. */
  output(): string
  /** Resolves with its exit code (null when killed by a signal) and signal. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>
  /** kill -9: no cleanup, no drain. */
  kill9(): Promise<void>
  /** SIGTERM: the graceful shutdown. */
  terminate(): Promise<{ code: number | null; signal: NodeJS.Signals | null }>
}

/**
 * Starts main.ts in a child process on `port` with `env` on top of this process's environment,
 * and waits for its "Portico relay on" line. The node runs directly under `node` (tsx as an
 * import hook, not the tsx launcher) so its PID is the relay's own and kill -9 hits it.
 */
export async function startRelayProcess(
  port: number,
  env: Record<string, string>,
): Promise<RelayProcess> {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', MAIN],
    {
      cwd: REPO_ROOT,
      env: { ...process.env, PORTICO_RELAY_PORT: String(port), ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  )
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`relay on ${port} not ready in 30 s:\n${output}`)),
      30_000,
    )
    const onData = () => {
      if (output.includes('Portico relay on')) {
        clearTimeout(timer)
        resolve()
      }
    }
    child.stdout?.on('data', onData)
    exited.then(({ code }) => {
      clearTimeout(timer)
      reject(new Error(`relay on ${port} exited with ${code}:\n${output}`))
    })
  })
  const pid = child.pid!
  return {
    url: `ws://127.0.0.1:${port}`,
    port,
    pid,
    output: () => output,
    exited,
    async kill9() {
      if (child.exitCode === null && child.signalCode === null) process.kill(pid, 'SIGKILL')
      await exited
    },
    async terminate() {
      if (child.exitCode === null && child.signalCode === null) process.kill(pid, 'SIGTERM')
      return exited
    },
  }
}
