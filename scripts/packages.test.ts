/**
 * Issue 19, "Installable packages": every package under packages/ is one a dApp can install from
 * the registry — built by the root `npm run build`, public, MIT with the root's LICENSE beside it,
 * a README with its install line and an example, an exports map into `dist` with types, and every
 * package its published code imports listed as a dependency or peer dependency (an import only
 * the workspace provides breaks in a dApp's node_modules).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { builtinModules } from 'node:module'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { REPO_ROOT, workspaceManifests } from './workspaceManifests.js'

const rootManifest = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8'))
const LICENSE = readFileSync(join(REPO_ROOT, 'LICENSE'), 'utf8')

type Manifest = {
  name: string
  private?: boolean
  license?: string
  sideEffects?: boolean | string[]
  exports: Record<string, string | Record<string, string>>
  dependencies?: Record<string, string>
  peerDependencies?: Record<string, string>
  files?: string[]
}
const PACKAGES = workspaceManifests<Manifest>('packages')

/** Test helpers: in the workspace only, never packed (each package's `files` leaves them out). */
const TEST_ONLY_FILES = [
  '!src/**/testing/**',
  '!src/**/testing.ts',
  '!dist/**/testing/**',
  '!dist/**/testing.*',
]

/** The package's source files that ship (tests and test helpers excluded, as `files` does). */
function shippedSources(dir: string): string[] {
  const out: string[] = []
  const walk = (path: string) => {
    for (const entry of readdirSync(path)) {
      const full = join(path, entry)
      if (statSync(full).isDirectory()) {
        if (entry !== 'testing') walk(full)
      } else if (/\.tsx?$/.test(entry) && !/(\.test(-d)?|^testing)\.tsx?$/.test(entry))
        out.push(full)
    }
  }
  walk(join(REPO_ROOT, 'packages', dir, 'src'))
  return out
}

/** The packages a file imports (static, dynamic, type-only), by package name. */
function importedPackages(file: string): string[] {
  const text = readFileSync(file, 'utf8')
  const specifiers = [
    ...text.matchAll(/(?:^|\n)\s*(?:import|export)[^'"\n;]*?from\s+['"]([^'"]+)['"]/g),
    ...text.matchAll(/(?:^|\n)\s*import\s+['"]([^'"]+)['"]/g),
    ...text.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g),
  ].map((m) => m[1]!)
  return specifiers
    .filter((s) => !s.startsWith('.') && !s.startsWith('node:') && !builtinModules.includes(s))
    .map((s) => (s.startsWith('@') ? s.split('/').slice(0, 2).join('/') : s.split('/')[0]!))
}

describe.each(PACKAGES)('packages/$dir', ({ dir, manifest: pkg }) => {
  test('is public, MIT, with the root LICENSE beside it and a README showing its install and an example', () => {
    expect(pkg.private ?? false).toBe(false)
    expect(pkg.license).toBe('MIT')
    expect(readFileSync(join(REPO_ROOT, 'packages', dir, 'LICENSE'), 'utf8')).toBe(LICENSE)
    const readme = readFileSync(join(REPO_ROOT, 'packages', dir, 'README.md'), 'utf8')
    expect(readme).toContain(`npm install ${pkg.name}`)
    expect(readme).toMatch(/```tsx?\n[\s\S]*?import [\s\S]*?```/)
  })

  test('the root `npm run build` builds it', () => {
    expect(rootManifest.scripts.build.split(/\s+/)).toContain(`packages/${dir}`)
  })

  test('its exports map points into dist, with types; its files ship dist and leave the test helpers out', () => {
    expect(pkg.files).toContain('dist')
    expect(pkg.files).toEqual(expect.arrayContaining(TEST_ONLY_FILES))
    expect(typeof pkg.sideEffects === 'boolean' || Array.isArray(pkg.sideEffects)).toBe(true)
    for (const [entry, target] of Object.entries(pkg.exports)) {
      expect(typeof target, `${entry} names its conditions`).toBe('object')
      const conditions = target as Record<string, string>
      // A test helper is the workspace's (the `source` condition) and resolves nowhere else.
      if (entry.startsWith('./testing')) {
        expect(Object.keys(conditions), entry).toEqual(['source'])
        continue
      }
      expect(conditions.types, `${entry}: types`).toMatch(/^\.\/dist\/.+\.d\.ts$/)
      expect(conditions.default, `${entry}: default`).toMatch(/^\.\/dist\/.+\.js$/)
    }
  })

  test('every package its shipped code imports is a dependency or a peer dependency', () => {
    const declared = new Set([
      pkg.name,
      ...Object.keys(pkg.dependencies ?? {}),
      ...Object.keys(pkg.peerDependencies ?? {}),
    ])
    const missing = new Map<string, string>()
    for (const file of shippedSources(dir))
      for (const name of importedPackages(file))
        if (!declared.has(name)) missing.set(name, file.slice(REPO_ROOT.length))
    expect(Object.fromEntries(missing)).toEqual({})
  })
})

/**
 * Issue 19, "Portico's React entries carry "use client" where needed": an entry a Next.js server
 * component imports hooks or stateful components from starts with the directive (tsc keeps it in
 * dist), so the App Router treats it as client code.
 */
test.each([
  ['@portico/react', 'packages/react/src/index.ts'],
  ['@portico/ethers', 'packages/ethers/src/index.ts'],
])("%s's entry is a client module ('use client' before any statement)", (_name, file) => {
  const code = readFileSync(join(REPO_ROOT, file), 'utf8')
    // Comments may come first; the directive must be the first statement.
    .replace(/^(\s*(\/\/[^\n]*\n|\/\*[\s\S]*?\*\/))*\s*/, '')
  expect(code.startsWith("'use client'")).toBe(true)
})
