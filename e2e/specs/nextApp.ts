import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import { collectOutput } from '../collectOutput.js'
import { E2E_PORTS } from '../ports.js'
import { type RunningServer, startServer } from '../startServer.js'

const offset = Number(process.env.PORTICO_E2E_PORT_OFFSET ?? 10_000)
/** The in-repo Next.js app's port in the e2e run (its default, 5176, plus the e2e offset). */
export const NEXT_E2E_PORT = 5176 + offset
/** Where the e2e run's `next build` goes, inside apps/next (Next.js keeps its build there). */
const DIST_DIR = '.next-e2e'
const APP_DIR = fileURLToPath(new URL('../../apps/next/', import.meta.url))
/** `next build` on CI's 2 cores: about 1.5 min cold. */
export const NEXT_BUILD_TIMEOUT_MS = 300_000

/**
 * The Next.js example's settings for the e2e stack: its two devnet chains and its API. The app
 * reads them at `next build` (NEXT_PUBLIC_*); the pack-and-install check builds its copy with them.
 */
export function nextAppEnv(): Record<string, string> {
  return {
    NEXT_PUBLIC_PORTICO_NETWORKS: JSON.stringify([
      { id: 31337, name: 'Portico Devnet A', rpcUrl: `http://127.0.0.1:${E2E_PORTS.chainA}` },
      { id: 31338, name: 'Portico Devnet B', rpcUrl: `http://127.0.0.1:${E2E_PORTS.chainB}` },
    ]),
    NEXT_PUBLIC_PORTICO_API_URL: `http://127.0.0.1:${E2E_PORTS.api}`,
    NEXT_TELEMETRY_DISABLED: '1',
  }
}

/** A running Next.js app: where it answers, and how to stop it. */
export type NextApp = RunningServer

/**
 * The in-repo apps/next for the e2e run: one `next build` (into .next-e2e, beside a developer's
 * .next) against the e2e stack, then `next start` on NEXT_E2E_PORT, in a process group of its own
 * that `stop()` ends. Resolves once the page answers 200. Needs `npm run build` first (the app
 * imports the packages' dist, as an installed app does).
 */
export async function startNextApp(): Promise<NextApp> {
  const next = createRequire(`${APP_DIR}package.json`).resolve('next/dist/bin/next')
  const env = { ...process.env, ...nextAppEnv(), PORTICO_NEXT_DIST_DIR: DIST_DIR, NO_COLOR: '1' }
  const build = spawn(process.execPath, [next, 'build'], {
    cwd: APP_DIR,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const buildOutput = collectOutput(build)
  const code = await new Promise<number | null>((resolve) => build.once('exit', resolve))
  if (code !== 0) throw new Error(`next build exited with code ${code}:\n${buildOutput.join('')}`)

  return startServer({
    command: process.execPath,
    args: [next, 'start', '-H', '127.0.0.1', '-p', String(NEXT_E2E_PORT)],
    cwd: APP_DIR,
    env,
    url: `http://127.0.0.1:${NEXT_E2E_PORT}`,
    name: 'next start',
  })
}
