import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const SOURCE_DIR = fileURLToPath(new URL('.', import.meta.url))

/**
 * Files that never run in the service: tests, test helpers, fuzz entries, and the recorded 0x
 * answers' local stand-in (served to zeroEx.test.ts only).
 */
const NOT_RUN_TIME = [
  /\.test\.tsx?$/,
  /(^|\/)testing\//,
  /(^|\/)fuzz\//,
  /^convert\/providers\/recorded\//,
]

/** An import of the devnet: its package, or its sources by a relative path. */
const DEVNET_IMPORT = /from\s+['"](@portico\/devnet(\/[^'"]*)?|(\.\.\/)+devnet\/[^'"]*)['"]/

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) ? [path] : []
  })
}

describe('the API at run time', () => {
  it("imports nothing of the devnet (issue 18: 'no service imports @portico/devnet at run time (tests and the launcher may)')", () => {
    const runTime = sourceFiles(SOURCE_DIR)
      .map((path) => relative(SOURCE_DIR, path))
      .filter((path) => !NOT_RUN_TIME.some((pattern) => pattern.test(path)))
    expect(runTime.length).toBeGreaterThan(50)
    const importing = runTime.filter((path) =>
      DEVNET_IMPORT.test(readFileSync(join(SOURCE_DIR, path), 'utf8')),
    )
    expect(importing).toEqual([])
  })
})
