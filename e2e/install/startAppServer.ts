import { type RunningServer, startServer } from '../startServer.js'

/** A running app server: its URL, and `stop()`. */
export type AppServer = RunningServer

/**
 * Starts an installed app's server (`npm run <script> -- <args>` in its folder `cwd`) in a process
 * group of its own, and resolves once `url` answers 200. `stop()` ends that group: npm, its shell
 * and the server it started.
 */
export function startAppServer({
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
  return startServer({
    command: 'npm',
    args: ['run', script, '--', ...args],
    cwd,
    env: { ...process.env, ...env },
    url,
    name: `'npm run ${script}'`,
  })
}
