/**
 * Issue 20: "The services build to JavaScript and install from `npm pack` tarballs outside the
 * repository (no `tsx`, no workspace links at run time), with one command". The tarball is packed
 * here, installed with npm into a folder outside the repository (dependencies from the registry
 * or npm's cache, better-sqlite3 built for this Node), and the installed `portico` runs the three
 * services on SQLite, as an operator would.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process'
import {
  existsSync,
  lstatSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { getFreePorts } from '@portico/devnet/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const run = promisify(execFile)
const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url))
/** Packing builds the program; installing compiles better-sqlite3: minutes on a loaded machine. */
const INSTALL_TIMEOUT_MS = 600_000
const SERVE_TIMEOUT_MS = 120_000

let dir: string
let operatorDir: string
let tarball: string
let portico: string

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'portico-install-'))
  operatorDir = join(dir, 'operator')
  const { stdout } = await run(
    'npm',
    ['pack', '-w', '@portico/server', '--pack-destination', dir, '--json'],
    { cwd: REPO_ROOT, maxBuffer: 64 * 1024 * 1024 },
  )
  const [packed] = JSON.parse(stdout.slice(stdout.indexOf('['))) as { filename: string }[]
  tarball = join(dir, packed?.filename ?? '')
  await run('mkdir', ['-p', operatorDir])
  writeFileSync(join(operatorDir, 'package.json'), '{ "name": "operator", "private": true }\n')
  await run(
    'npm',
    ['install', tarball, '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'],
    { cwd: operatorDir, maxBuffer: 64 * 1024 * 1024 },
  )
  portico = join(operatorDir, 'node_modules', '.bin', 'portico')
}, INSTALL_TIMEOUT_MS)

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true })
})

describe('@portico/server installed from its npm pack tarball, outside the repository', () => {
  it('the tarball holds the built program, the frame page, the schema and the LICENSE — no TypeScript sources', async () => {
    const { stdout } = await run('tar', ['-tzf', tarball])
    const files = stdout.split('\n').filter(Boolean)
    for (const file of [
      'package/dist/portico.js',
      'package/dist/frame/frame.js',
      'package/dist/defaultCatalogue.json',
      'package/portico.config.schema.json',
      'package/LICENSE',
      'package/README.md',
      'package/package.json',
    ])
      expect(files).toContain(file)
    expect(files.filter((f) => f.endsWith('.ts'))).toEqual([])
  })

  it('installs with no tsx and no workspace link: @portico/server is a plain folder, the only @portico package', () => {
    const scope = join(operatorDir, 'node_modules', '@portico')
    expect(readdirSync(scope)).toEqual(['server'])
    expect(lstatSync(join(scope, 'server')).isSymbolicLink()).toBe(false)
    expect(existsSync(join(operatorDir, 'node_modules', 'tsx'))).toBe(false)
  })

  it("'portico secrets generate' prints a fresh value for every secret, different each time", async () => {
    const generate = async () =>
      JSON.parse((await run(portico, ['secrets', 'generate', '--json'])).stdout) as Record<
        string,
        string
      >
    const [first, second] = [await generate(), await generate()]
    expect(Object.keys(first).sort()).toEqual([
      'PORTICO_API_METRICS_TOKEN',
      'PORTICO_RELAY_METRICS_TOKEN',
      'PORTICO_SECURE_METRICS_TOKEN',
      'PORTICO_SERVICE_TOKEN',
      'PROFILE_GATEWAY_KEY',
      'SECURE_SHARE_KEY',
    ])
    expect(first.SECURE_SHARE_KEY).toMatch(/^[0-9a-f]{64}$/)
    expect(first.PROFILE_GATEWAY_KEY).toMatch(/^0x[0-9a-f]{64}$/)
    for (const name of Object.keys(first)) expect(second[name]).not.toBe(first[name])
  })

  it(
    "'portico serve all' runs the API, the relay and the secure site; 'portico projects' creates a project the API then serves; SIGTERM stops all three, exit 0; 'portico backup secure' copies the site's database",
    async () => {
      const [api, relay, secure] = await getFreePorts(3)
      const secrets = JSON.parse((await run(portico, ['secrets', 'generate', '--json'])).stdout)
      const env = {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        ...secrets,
        PORTICO_API_PORT: String(api),
        PORTICO_RELAY_PORT: String(relay),
        PORTICO_SECURE_PORT: String(secure),
        PORTICO_SECURE_API_URL: `http://127.0.0.1:${api}`,
      }
      const created = await run(
        portico,
        [
          'projects',
          'create',
          '--id',
          'acme',
          '--name',
          'Acme',
          '--origin',
          'https://acme.example',
        ],
        { cwd: operatorDir, env },
      )
      expect(created.stdout).toContain('acme')
      const server = spawn(portico, ['serve', 'all'], { cwd: operatorDir, env })
      const output = collect(server)
      try {
        await untilOutput(output, `Portico secure site on`)
        expect(output.text).toContain(`Portico API on http://127.0.0.1:${api}`)
        expect(output.text).toContain(`Portico relay on ws://127.0.0.1:${relay}`)
        // SQLite in the operator's folder, never inside the installed package.
        expect(existsSync(join(operatorDir, 'portico-data', 'api.sqlite'))).toBe(true)
        expect(existsSync(join(operatorDir, 'portico-data', 'secure.sqlite'))).toBe(true)
        for (const port of [api, relay, secure])
          expect((await fetch(`http://127.0.0.1:${port}/health`)).status).toBe(200)
        const config = await fetch(
          `http://127.0.0.1:${api}/getAnalyticsConfig?projectId=acme&st=portico&sv=js-0.1.0`,
        )
        expect(config.status).toBe(200)
        // An installed API does not create the development project.
        const demo = await fetch(
          `http://127.0.0.1:${api}/getAnalyticsConfig?projectId=portico-demo&st=portico&sv=js-0.1.0`,
        )
        expect(demo.status).not.toBe(200)
        // No secret in what the program printed.
        for (const value of Object.values(secrets)) expect(output.text).not.toContain(value)
      } finally {
        server.kill('SIGTERM')
      }
      const [code] = await exited(server)
      expect(code).toBe(0)
      expect(output.text).toContain('SIGTERM: stopping the API, the relay, the secure site')
      // The SQLite backup of docs/backups.md, with the installed program.
      const backup = join(dir, 'secure-backup.sqlite')
      const backedUp = await run(portico, ['backup', 'secure', '--to', backup], {
        cwd: operatorDir,
        env,
      })
      expect(backedUp.stdout).toContain(`backed up the secure site's database to ${backup}`)
      expect(readFileSync(backup).subarray(0, 16).toString()).toBe('SQLite format 3\0')
    },
    SERVE_TIMEOUT_MS,
  )

  it(
    'outside development the installed services refuse a public test secret, naming the variable; exit 1, nothing listens',
    async () => {
      const [api] = await getFreePorts(1)
      const anvilKey0 = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'
      const env = {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        PORTICO_API_PORT: String(api),
        PROFILE_GATEWAY_KEY: anvilKey0,
      }
      const server = spawn(portico, ['serve', 'api'], { cwd: operatorDir, env })
      const output = collect(server)
      const [code] = await exited(server)
      expect(code).toBe(1)
      expect(output.text).toContain(
        "cannot start the API: PROFILE_GATEWAY_KEY holds a development secret (one of anvil's test accounts' keys)",
      )
      expect(output.text).not.toContain(anvilKey0)
      expect(output.text).not.toContain('Portico API on')
    },
    SERVE_TIMEOUT_MS,
  )
})

function collect(child: ChildProcess) {
  const output = { text: '' }
  child.stdout?.on('data', (chunk) => {
    output.text += String(chunk)
  })
  child.stderr?.on('data', (chunk) => {
    output.text += String(chunk)
  })
  return output
}

async function untilOutput(output: { text: string }, line: string) {
  for (let i = 0; i < 1_200 && !output.text.includes(line); i++)
    await new Promise((resolve) => setTimeout(resolve, 50))
  if (!output.text.includes(line)) throw new Error(`no '${line}' in:\n${output.text}`)
}

function exited(child: ChildProcess): Promise<[number | null, NodeJS.Signals | null]> {
  if (child.exitCode !== null || child.signalCode !== null)
    return Promise.resolve([child.exitCode, child.signalCode])
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve([code, signal])))
}
