import { execFile } from 'node:child_process'
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

/**
 * The lock file is what a user's CI installs with `npm ci`: it must be in sync with every
 * workspace's package.json (else `npm ci` refuses it, and `npm install` rewrites it) and record the
 * native binaries of every platform a developer or CI runs on (else `npm ci` there installs the
 * tool without its binary: anvil, esbuild, rolldown, Biome, lightningcss).
 */

const root = new URL('../', import.meta.url)
const readJson = (path: string) => JSON.parse(readFileSync(new URL(path, root), 'utf8'))

type Manifest = Partial<Record<(typeof DEPENDENCY_FIELDS)[number], Record<string, string>>>
const DEPENDENCY_FIELDS = [
  'dependencies',
  'devDependencies',
  'peerDependencies',
  'optionalDependencies',
] as const

const lock: { packages: Record<string, Manifest> } = readJson('package-lock.json')
/** The workspaces' folders, their globs (`packages/*`) expanded as npm expands them. */
const workspaces = (readJson('package.json').workspaces as string[]).flatMap((pattern) =>
  pattern.endsWith('/*')
    ? readdirSync(new URL(pattern.slice(0, -1), root), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => `${pattern.slice(0, -1)}${entry.name}`)
        .filter((folder) => existsSync(new URL(`${folder}/package.json`, root)))
    : [pattern],
)

/** Where npm would look for the lock entry of `name` required from the entry at `from`. */
function resolveInLock(from: string, name: string): string | undefined {
  let base = from
  for (;;) {
    const candidate = `${base ? `${base}/` : ''}node_modules/${name}`
    if (lock.packages[candidate]) return candidate
    if (base === '') return undefined
    const parent = base.lastIndexOf('node_modules/')
    base = parent < 0 ? '' : base.slice(0, parent).replace(/\/$/, '')
  }
}

/**
 * Native binaries whose version the registry does not publish for every platform its parent names:
 * litesvm 1.5.0 (the devnet's Solana VM) ships only `litesvm-linux-x64-gnu`, so on other
 * platforms the devnet's Solana chain cannot start (README); nothing a lock can record.
 */
const UNPUBLISHED_OPTIONAL = new Set([
  'litesvm-darwin-arm64@1.5.0',
  'litesvm-darwin-x64@1.5.0',
  'litesvm-linux-arm64-gnu@1.5.0',
  'litesvm-linux-arm64-musl@1.5.0',
  'litesvm-linux-x64-musl@1.5.0',
])

describe('package-lock.json', () => {
  it.each(workspaces)(
    'records the dependencies of workspace %s as its package.json declares them',
    (workspace) => {
      const manifest: Manifest = readJson(`${workspace}/package.json`)
      const locked = lock.packages[workspace]
      for (const field of DEPENDENCY_FIELDS)
        expect({ [field]: locked?.[field] ?? {} }).toEqual({ [field]: manifest[field] ?? {} })
    },
  )

  it('records every optional (platform) dependency the registry publishes', () => {
    const missing = Object.entries(lock.packages).flatMap(([path, entry]) =>
      Object.entries(entry.optionalDependencies ?? {})
        .filter(([name]) => resolveInLock(path, name) === undefined)
        .map(([name, range]) => `${name}@${range}`)
        .filter((dependency) => !UNPUBLISHED_OPTIONAL.has(dependency)),
    )
    expect(missing).toEqual([])
  })

  // `npm ci` as on a fresh clone (the manifests and the lock, no node_modules) for each platform,
  // without installing (--dry-run): does it accept the lock, and what would it add there.
  let clone: string
  beforeAll(() => {
    clone = mkdtempSync(join(tmpdir(), 'portico-lock-'))
    for (const file of [
      'package.json',
      'package-lock.json',
      ...workspaces.map((w) => `${w}/package.json`),
    ]) {
      mkdirSync(join(clone, file, '..'), { recursive: true })
      writeFileSync(join(clone, file), readFileSync(new URL(file, root)))
    }
  })
  afterAll(() => rmSync(clone, { recursive: true, force: true }))

  it.each([
    { os: 'linux', cpu: 'x64', anvil: 'anvil-linux-amd64', suffix: 'linux-x64' },
    { os: 'linux', cpu: 'arm64', anvil: 'anvil-linux-arm64', suffix: 'linux-arm64' },
    { os: 'darwin', cpu: 'arm64', anvil: 'anvil-darwin-arm64', suffix: 'darwin-arm64' },
    { os: 'darwin', cpu: 'x64', anvil: 'anvil-darwin-amd64', suffix: 'darwin-x64' },
    { os: 'win32', cpu: 'x64', anvil: 'anvil-win32-amd64', suffix: 'win32-x64' },
  ])(
    '`npm ci` on $os $cpu accepts the lock and installs the native tools',
    async ({ os, cpu, anvil, suffix }) => {
      const { stdout } = await promisify(execFile)(
        'npm',
        [
          'ci',
          '--dry-run',
          '--ignore-scripts',
          '--no-audit',
          '--no-fund',
          `--os=${os}`,
          `--cpu=${cpu}`,
        ],
        { cwd: clone, maxBuffer: 16 * 1024 * 1024 },
      )
      const added = new Set([...stdout.matchAll(/^add (\S+) /gm)].map((match) => match[1] ?? ''))
      const natives = [`@foundry-rs/${anvil}`, `@esbuild/${suffix}`, `@biomejs/cli-${suffix}`]
      expect(natives.filter((name) => !added.has(name))).toEqual([])
      expect([...added].some((name) => name.startsWith(`@rolldown/binding-${suffix}`))).toBe(true)
      expect([...added].some((name) => name.startsWith(`lightningcss-${suffix}`))).toBe(true)
    },
  )
})
