import { type ChildProcess, spawn } from 'node:child_process'
import { mkdirSync, rmSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { collectOutput } from './collectOutput.js'
import {
  E2E_API_DATA_DIR,
  E2E_DEVNET_CONFIG,
  e2eEnv,
  GALLERY_DIST,
  GALLERY_PORT,
  GALLERY_URL,
} from './ports.js'

const root = fileURLToPath(new URL('..', import.meta.url))
/** How long the whole stack may take to come up (anvil, seed, Vite's first start). */
const STACK_READY_TIMEOUT_MS = 90_000
/** How long the gallery's build and its preview server may take. */
const GALLERY_READY_TIMEOUT_MS = 90_000
const VITE = join(root, 'node_modules/vite/bin/vite.js')
const DEMO_VITE_CONFIG = 'apps/demo/vite.config.ts'

/**
 * Starts what the selected projects need and stops it at the end: the view gallery's production
 * build on its own port (project `views`, e2e/ports.ts GALLERY_URL) and the real local stack (the
 * launcher behind `npm start`, every other spec), stopped with SIGINT as a developer's Ctrl-C.
 * A run of `--project views` alone starts no stack: the tiles read fixture data only.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const stops: (() => Promise<void>)[] = []
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop()
  }
  try {
    await Promise.all([
      startGallery().then((stop) => void stops.push(stop)),
      selectedProjects().every((project) => project === 'views')
        ? undefined
        : startStack().then((stop) => void stops.push(stop)),
    ])
  } catch (error) {
    await stopAll()
    throw error
  }
  return stopAll
}

/**
 * The projects named on the command line (`--project a b`, `--project=a`); all of them when none
 * is. Global setup runs in the runner's own process, so its argv is the command's.
 */
function selectedProjects(argv = process.argv): string[] {
  const projects: string[] = []
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index] ?? ''
    if (arg.startsWith('--project=')) projects.push(arg.slice('--project='.length))
    else if (arg === '--project')
      while (argv[index + 1] !== undefined && !argv[index + 1]?.startsWith('-'))
        projects.push(argv[++index] ?? '')
  }
  return projects.length ? projects : ['views', 'stack']
}

/** The gallery built once for the run (a few seconds) and served by `vite preview`. */
async function startGallery(): Promise<() => Promise<void>> {
  const env = { ...process.env, ...e2eEnv(), NO_COLOR: '1' }
  const build = spawn(
    process.execPath,
    [
      VITE,
      'build',
      '-c',
      DEMO_VITE_CONFIG,
      '--outDir',
      GALLERY_DIST,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] },
  )
  const buildOutput = collectOutput(build)
  const code = await new Promise<number | null>((resolve) => build.once('exit', resolve))
  if (code !== 0)
    throw new Error(`the gallery's build exited with code ${code}:\n${buildOutput.join('')}`)
  const preview = spawn(
    process.execPath,
    [
      VITE,
      'preview',
      '-c',
      DEMO_VITE_CONFIG,
      '--outDir',
      GALLERY_DIST,
      '--port',
      String(GALLERY_PORT),
      '--strictPort',
    ],
    { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] },
  )
  const previewOutput = collectOutput(preview)
  const stop = () => stopChild(preview)
  const deadline = Date.now() + GALLERY_READY_TIMEOUT_MS
  for (;;) {
    if (preview.exitCode !== null) {
      throw new Error(
        `the gallery's preview server exited with code ${preview.exitCode}:\n${previewOutput.join('')}`,
      )
    }
    const ok = await fetch(`${GALLERY_URL}/gallery.html`).then(
      (response) => response.ok,
      () => false,
    )
    if (ok) return stop
    if (Date.now() > deadline) {
      await stop()
      throw new Error(`the gallery is not served after ${GALLERY_READY_TIMEOUT_MS} ms`)
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

async function startStack(): Promise<() => Promise<void>> {
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
  try {
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
  } catch (error) {
    await stopChild(child)
    throw error
  }
  return () => stopChild(child)
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve()
    child.once('exit', () => resolve())
    child.kill('SIGINT')
  })
}
