import { type ChildProcess, spawn } from 'node:child_process'
import { mkdirSync, rmSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { E2E_API_DATA_DIR, E2E_DEVNET_CONFIG, e2eEnv } from './ports.js'

const root = fileURLToPath(new URL('..', import.meta.url))
/** How long the whole stack may take to come up (anvil, seed, Vite's first start). */
const STACK_READY_TIMEOUT_MS = 90_000

/**
 * Starts the real local stack (the launcher behind `npm start`) on the e2e ports, waits until it
 * reports every service ready, and stops it with SIGINT — as a developer's Ctrl-C — at the end.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  mkdirSync(dirname(E2E_DEVNET_CONFIG), { recursive: true })
  // The secure site starts from an empty database each run: its per-user limits (e.g. 5 recovery
  // releases a day for the identity provider's fixed Discord user) must not carry over from the
  // runs before, as they never do on a clean clone.
  for (const file of ['secure.sqlite', 'secure.sqlite-wal', 'secure.sqlite-shm'])
    rmSync(join(E2E_API_DATA_DIR, file), { force: true })
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: root,
    env: { ...process.env, ...e2eEnv(), NO_COLOR: '1', PORTICO_OPEN: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const output: string[] = []
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () =>
        reject(
          new Error(`stack not ready after ${STACK_READY_TIMEOUT_MS} ms:\n${output.join('')}`),
        ),
      STACK_READY_TIMEOUT_MS,
    )
    const onData = (chunk: Buffer) => {
      const text = chunk.toString()
      output.push(text)
      if (process.env.PORTICO_E2E_VERBOSE) process.stdout.write(text)
      if (text.includes('Portico is ready')) {
        clearTimeout(timer)
        resolve()
      }
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', onData)
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`stack exited with code ${code} before it was ready:\n${output.join('')}`))
    })
  })
  return () => stop(child)
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve()
    child.once('exit', () => resolve())
    child.kill('SIGINT')
  })
}
