import { spawn } from 'node:child_process'
import { collectOutput } from '../collectOutput.js'

/** How an app's build ended: whether it passed, what it printed, how long it took. */
export type BuildResult = { ok: boolean; output: string; seconds: number }

/**
 * Runs the app's own `npm run build` (its folder `app` in the installed project `dir`), as its
 * developer would, with `env` added; resolves when it ends, never rejects.
 */
export function buildApp({
  dir,
  app,
  env = {},
}: {
  dir: string
  app: string
  env?: Record<string, string>
}): Promise<BuildResult> {
  const start = performance.now()
  const child = spawn('npm', ['run', 'build', '-w', app], {
    cwd: dir,
    env: { ...process.env, ...env, NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const output = collectOutput(child)
  return new Promise((resolve) => {
    const done = (ok: boolean, error?: Error) =>
      resolve({
        ok,
        output: `${output.join('')}${error ? `\n${error.message}` : ''}`,
        seconds: (performance.now() - start) / 1000,
      })
    child.once('error', (error) => done(false, error))
    child.once('close', (code) => done(code === 0))
  })
}
