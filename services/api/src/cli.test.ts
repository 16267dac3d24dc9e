import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer as createNetServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ENGINES, openTestDatabase } from './testing/openTestDatabase.js'

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url))
const CLI = join(REPO_ROOT, 'services/api/src/cli.ts')
const MAIN = join(REPO_ROOT, 'services/api/src/main.ts')

type Run = { code: number | null; stdout: string; stderr: string }

function start(script: string, args: string[], env: Record<string, string>): ChildProcess {
  const { DATABASE_URL: _, PORTICO_DATA_DIR: __, ...inherited } = process.env
  return spawn(process.execPath, ['--import', 'tsx', '--conditions=source', script, ...args], {
    cwd: REPO_ROOT,
    env: { ...inherited, NO_COLOR: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
}

function finish(child: ChildProcess): Promise<Run> {
  let stdout = ''
  let stderr = ''
  child.stdout?.on('data', (chunk: Buffer) => {
    stdout += chunk
  })
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk
  })
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, stdout, stderr })))
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createNetServer().once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

/** Eight CLI processes one after the other, each loading the services' modules (~2 s on an idle core). */
const SPAWNING_TEST_TIMEOUT_MS = 90_000

describe.each(ENGINES)(
  'the projects CLI and the API process on %s (spawned for real)',
  (engine) => {
    let env: Record<string, string>
    let cleanup: () => Promise<void>
    beforeAll(async () => {
      if (engine === 'sqlite') {
        const dir = mkdtempSync(join(tmpdir(), 'portico-api-cli-'))
        env = { PORTICO_DATA_DIR: dir }
        cleanup = async () => rmSync(dir, { recursive: true, force: true })
      } else {
        // A fresh database of the test cluster; the CLI migrates it itself.
        const database = await openTestDatabase(engine)
        env = { DATABASE_URL: database.databaseUrl ?? '' }
        cleanup = () => database.destroy()
      }
    })
    afterAll(() => cleanup())

    const cli = (...args: string[]) => finish(start(CLI, args, env))

    it(
      'create, list, edit, show --json, delete',
      async () => {
        const created = await cli(
          'create',
          '--id',
          'demo',
          '--name',
          'Demo',
          '--origin',
          'http://127.0.0.1:5173',
          '--feature',
          'swaps=off',
          '--feature',
          'socials=google,github',
        )
        expect(created).toMatchObject({ code: 0, stderr: '' })
        expect(created.stdout).toMatchInlineSnapshot(`
      "created project 'demo'
      id:              demo
      name:            Demo
      allowed origins: http://127.0.0.1:5173
      features:        swaps=off socials=on (google, github)
      analytics:       on
      "
    `)
        const listed = await cli('list')
        expect(listed.stdout).toContain('id:              demo')
        const edited = await cli(
          'edit',
          '--id',
          'demo',
          '--add-origin',
          'https://*.example.com',
          '--remove-origin',
          'http://127.0.0.1:5173',
          '--feature',
          'swaps=on',
          '--remove-feature',
          'socials',
          '--analytics',
          'off',
        )
        expect(edited.code).toBe(0)
        const shown = await cli('show', '--id', 'demo', '--json')
        expect(JSON.parse(shown.stdout)).toMatchObject({
          id: 'demo',
          name: 'Demo',
          allowedOrigins: ['https://*.example.com'],
          features: [{ id: 'swaps', isEnabled: true }],
          analyticsEnabled: false,
        })
        expect(await cli('delete', '--id', 'demo')).toMatchObject({
          code: 0,
          stdout: "deleted project 'demo'\n",
        })
        expect(JSON.parse((await cli('list', '--json')).stdout)).toEqual([])
      },
      SPAWNING_TEST_TIMEOUT_MS,
    )

    it('main.ts: migrates, seeds portico-demo, prints its URL, serves, stops on SIGTERM', async () => {
      const port = await freePort()
      const child = start(MAIN, [], { ...env, PORTICO_API_PORT: String(port) })
      const done = finish(child)
      const url = `http://127.0.0.1:${port}`
      let output = ''
      child.stdout?.on('data', (chunk: Buffer) => {
        output += chunk
      })
      const deadline = Date.now() + 20_000
      while (!output.includes(`Portico API on ${url}`)) {
        if (Date.now() > deadline || child.exitCode !== null) throw new Error(output)
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
      expect(output).toContain("created the development project 'portico-demo'")
      const origins = await fetch(`${url}/projects/v1/origins?projectId=portico-demo&st=p&sv=1`, {
        headers: { origin: 'http://127.0.0.1:5173' },
      })
      expect(await origins.json()).toEqual({
        allowedOrigins: ['http://127.0.0.1:*', 'http://localhost:*'],
      })
      expect((await fetch(`${url}/ready`)).status).toBe(200)

      // A second one on the same port fails fast and names the port.
      const second = await finish(start(MAIN, [], { ...env, PORTICO_API_PORT: String(port) }))
      expect(second.code).toBe(1)
      expect(second.stderr).toContain(`port ${port} is taken`)
      expect(second.stderr).toContain('PORTICO_API_PORT')

      child.kill('SIGTERM')
      const stopped = await done
      expect(stopped.code).toBe(0)
    })
  },
)

// The rows run at once on one fresh SQLite folder: they also prove that processes starting together
// on a new database apply each migration once (migrateToLatest holds SQLite's write lock).
describe('the projects CLI refuses, with a message and no stack (SQLite)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'portico-api-cli-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it.concurrent.each([
    [['create', '--name', 'x'], 2, 'error: create needs --id <id>'],
    [['frobnicate'], 2, "error: unknown command 'frobnicate'"],
    [['list', '--id', 'x'], 2, 'error: list takes no --id'],
    [
      ['create', '--id', 'a', '--name', 'A', '--colour', 'red'],
      2,
      "error: Unknown option '--colour'",
    ],
    [
      ['create', '--id', 'a', '--name', 'A', '--analytics', 'maybe'],
      2,
      "error: --analytics must be on or off, got 'maybe'",
    ],
    [
      ['create', '--id', 'a', '--name', 'A', '--origin', 'https://*.com'],
      1,
      "error: 'https://*.com' is not an origin pattern",
    ],
    [['edit', '--id', 'ghost', '--name', 'B'], 1, "error: project 'ghost' does not exist"],
  ])('%j → exit %i, "%s"', async (args, code, message) => {
    const run = await finish(start(CLI, args, { PORTICO_DATA_DIR: dir }))
    expect({ code: run.code, stderr: run.stderr }).toMatchObject({ code })
    expect(run.stderr.startsWith(message)).toBe(true)
    expect(run.stderr).not.toMatch(/\n\s+at /)
    if (code === 2) expect(run.stderr).toContain('Usage: npm run projects')
  })
})
