/**
 * Issue 18: "no service imports @portico/devnet at run time (tests and the launcher may)". The
 * secure site's sources — its server and its frame page — name it only in tests and testing
 * helpers, and the package lists it as a development dependency alone.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const SECURE = fileURLToPath(new URL('../', import.meta.url))
const SOURCE_ROOTS = ['src', 'frame/src']

/** Run-time sources: .ts/.tsx files outside tests and testing helpers. */
function runtimeSources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : runtimeSources(path)
    return /\.tsx?$/.test(entry.name) && !/\.test(-d)?\.tsx?$/.test(entry.name) ? [path] : []
  })
}

describe('the secure site at run time', () => {
  it('imports nothing of @portico/devnet', () => {
    const files = SOURCE_ROOTS.flatMap((root) => runtimeSources(join(SECURE, root)))
    expect(files.length).toBeGreaterThan(50)
    const importing = files
      .filter((file) =>
        /from\s+['"]@portico\/devnet|import\(\s*['"]@portico\/devnet/.test(
          readFileSync(file, 'utf8'),
        ),
      )
      .map((file) => relative(SECURE, file))
    expect(importing).toEqual([])
  })

  it('lists @portico/devnet as a development dependency only', () => {
    const manifest = JSON.parse(readFileSync(join(SECURE, 'package.json'), 'utf8'))
    expect(manifest.dependencies).not.toHaveProperty('@portico/devnet')
    expect(manifest.devDependencies).toHaveProperty('@portico/devnet')
  })
})
