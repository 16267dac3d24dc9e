import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url))

/**
 * Starts a script (path from the repository root) as `npm run …` does — node with tsx's loader —
 * with `env` over the test's environment; `waitFor(text)` resolves once its output holds `text`.
 */
export function startMainScript(script: string, env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk))
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk))
  const waitFor = (text: string, timeoutMs = 20_000) =>
    new Promise<void>((resolve, reject) => {
      const started = Date.now()
      const check = () => {
        if (output.includes(text)) return resolve()
        if (child.exitCode !== null || Date.now() - started > timeoutMs)
          return reject(new Error(`no "${text}" in:\n${output}`))
        setTimeout(check, 50)
      }
      check()
    })
  return { child, waitFor, output: () => output }
}
