import { type ChildProcess, spawn } from 'node:child_process'
import { collectOutput } from '../collectOutput.js'

/** How long an installed app's server may take to answer its first page. */
const SERVER_READY_TIMEOUT_MS = 60_000

/** A running app server: its URL, and `stop()`. */
export type AppServer = { url: string; stop(): Promise<void> }

/**
 * Starts an installed app's server (`npm run <script> -- <args>` in its folder `cwd`) in a process
 * group of its own, and resolves once `url` answers 200. `stop()` ends that group: npm, its shell
 * and the server it started.
 */
export async function startAppServer({
  cwd,
  script,
  args,
  url,
  env = {},
}: {
  cwd: string
  script: string
  args: string[]
  url: string
  env?: Record<string, string>
}): Promise<AppServer> {
  const child = spawn('npm', ['run', script, '--', ...args], {
    cwd,
    env: { ...process.env, ...env, NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  const output = collectOutput(child)
  const stop = () => stopGroup(child)
  const deadline = Date.now() + SERVER_READY_TIMEOUT_MS
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`'npm run ${script}' exited with code ${child.exitCode}:\n${output.join('')}`)
    }
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    )
    if (ok) return { url, stop }
    if (Date.now() > deadline) {
      await stop()
      throw new Error(
        `'npm run ${script}' does not serve ${url} after ${SERVER_READY_TIMEOUT_MS} ms:\n${output.join('')}`,
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
    // The group this function's spawn made (detached): npm, the shell and the server.
    process.kill(-child.pid, 'SIGTERM')
  })
}
