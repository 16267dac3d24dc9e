import { type ChildProcess, spawn } from 'node:child_process'
import { collectOutput } from './collectOutput.js'

/** How long a server may take to answer its first page. */
const SERVER_READY_TIMEOUT_MS = 60_000

/** A running server: where it answers, and `stop()`. */
export type RunningServer = { url: string; stop(): Promise<void> }

/**
 * Starts `command args` in `cwd` in a process group of its own and resolves once `url` answers
 * 200; rejects with the server's output when it exits first or does not answer in time.
 * `stop()` ends that group: a shell or npm, the server and any worker it forked.
 */
export async function startServer({
  command,
  args,
  cwd,
  env,
  url,
  name,
}: {
  command: string
  args: string[]
  cwd: string
  env: NodeJS.ProcessEnv
  url: string
  /** How errors name the server, e.g. `'npm run preview'`. */
  name: string
}): Promise<RunningServer> {
  const child = spawn(command, args, {
    cwd,
    env: { ...env, NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  const output = collectOutput(child)
  const stop = () => stopGroup(child)
  const deadline = Date.now() + SERVER_READY_TIMEOUT_MS
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`${name} exited with code ${child.exitCode}:\n${output.join('')}`)
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    )
    if (ok) return { url, stop }
    if (Date.now() > deadline) {
      await stop()
      throw new Error(
        `${name} does not serve ${url} after ${SERVER_READY_TIMEOUT_MS} ms:\n${output.join('')}`,
      )
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

function stopGroup(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined)
      return resolve()
    child.once('exit', () => resolve())
    process.kill(-child.pid, 'SIGTERM')
  })
}
