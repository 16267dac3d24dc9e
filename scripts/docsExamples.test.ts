import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import ts from 'typescript'
import { beforeAll, describe, expect, it } from 'vitest'
import { readCodeBlocks } from './docsExamples/readCodeBlocks.js'
import { readRegion } from './docsExamples/readRegion.js'

/**
 * The code the README and the migration guides show is code that compiles: every TypeScript block
 * of these documents is a region of an example file (an `<!-- example: path#region -->` comment
 * above it names which), word for word, and every example file is type-checked — against
 * Portico's sources by `npm test`'s types step (tsconfig.json includes them), and here the guides'
 * "before" apps against the real RainbowKit, ConnectKit and AppKit, which live in a project of
 * their own (docs/migrating/examples/before, its own lock, not a workspace: they need wagmi 2 and
 * React 18 where the workspace has wagmi 3 and React 19), installed by this test with `npm ci`.
 */

const execFileAsync = promisify(execFile)
const ROOT = fileURLToPath(new URL('..', import.meta.url))
const EXAMPLES = join(ROOT, 'docs/migrating/examples')
const BEFORE = join(EXAMPLES, 'before')
const TSC = join(ROOT, 'node_modules/.bin/tsc')

/** The documents whose TypeScript blocks must all be compiled examples. */
const DOCUMENTS = [
  'README.md',
  'docs/migrating/from-rainbowkit.md',
  'docs/migrating/from-connectkit.md',
  'docs/migrating/from-appkit.md',
]
const TYPESCRIPT = new Set(['ts', 'tsx', 'typescript', 'js', 'jsx'])

/** The type checks that compile example files, and where each runs. */
const PROGRAMS = {
  /** `npm test`'s types step: Portico's sources, wagmi 3, React 19. */
  'tsconfig.json': join(ROOT, 'tsconfig.json'),
  /** The "before" apps on the kits' own dependencies (below). */
  'docs/migrating/examples/before/tsconfig.json': join(BEFORE, 'tsconfig.json'),
  /** The guides' Portico app again, on the "before" project's wagmi 2 (below). */
  'docs/migrating/examples/tsconfig.wagmi2.json': join(EXAMPLES, 'tsconfig.wagmi2.json'),
}

/** The files a tsconfig compiles (its roots; what they import is compiled too). */
function rootFiles(tsconfig: string): Set<string> {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    tsconfig,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'))
      },
    },
  )
  return new Set(parsed?.fileNames.map((file) => resolve(file)))
}

const blocks = DOCUMENTS.flatMap((document) =>
  readCodeBlocks(readFileSync(join(ROOT, document), 'utf8'))
    .filter((block) => TYPESCRIPT.has(block.lang))
    .map((block) => ({ document, ...block })),
)

describe('the TypeScript blocks of the README and the guides', () => {
  it('each name the example file they show', () => {
    expect(
      blocks.filter((block) => !block.example).map((block) => `${block.document}:${block.line}`),
    ).toEqual([])
    // The documents are read: a guide that lost its blocks would pass the rest vacuously.
    for (const document of DOCUMENTS)
      expect(
        blocks.some((block) => block.document === document),
        document,
      ).toBe(true)
  })

  it.each(
    blocks
      .filter((block) => block.example)
      .map((block) => [`${block.document}:${block.line}`, block] as const),
  )('%s is its example region, word for word', (_, block) => {
    const { path, region } = block.example!
    const file = resolve(ROOT, dirname(block.document), path)
    expect(existsSync(file), `${path} (from ${block.document})`).toBe(true)
    expect(
      block.code,
      `${block.document}:${block.line} differs from ${relative(ROOT, file)}${region ? `#${region}` : ''}`,
    ).toBe(readRegion(file, region))
  })

  it('come from example files that a type check compiles', () => {
    const compiled = new Set(
      Object.values(PROGRAMS).flatMap((tsconfig) => [...rootFiles(tsconfig)]),
    )
    const files = new Set(
      blocks.flatMap((block) =>
        block.example ? [resolve(ROOT, dirname(block.document), block.example.path)] : [],
      ),
    )
    expect(
      [...files].filter((file) => !compiled.has(file)).map((file) => relative(ROOT, file)),
    ).toEqual([])
  })
})

/** The "before" project installed as its lock says (`npm ci`), once per lock. */
async function installBefore() {
  const lock = createHash('sha256')
    .update(readFileSync(join(BEFORE, 'package.json')))
    .update(readFileSync(join(BEFORE, 'package-lock.json')))
    .digest('hex')
  const stamp = join(BEFORE, 'node_modules/.portico-lock-sha256')
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === lock) return
  // Not the workspace's npm settings (a parent `npm test` passes its own as npm_* variables).
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.toLowerCase().startsWith('npm_')),
  )
  await execFileAsync('npm', ['ci', '--prefer-offline', '--loglevel=error'], {
    cwd: BEFORE,
    env,
    maxBuffer: 64 * 1024 * 1024,
  })
  writeFileSync(stamp, lock)
}

/**
 * tsc's diagnostics for a tsconfig, '' when it compiles. Incremental, its build info kept in the
 * "before" project's node_modules: a rerun with nothing changed takes seconds, not minutes.
 */
async function typeCheck(tsconfig: string): Promise<string> {
  const name = createHash('sha256').update(tsconfig).digest('hex').slice(0, 12)
  const buildInfo = join(BEFORE, 'node_modules/.cache/portico-docs-examples', `${name}.tsbuildinfo`)
  try {
    await execFileAsync(
      TSC,
      ['--noEmit', '-p', tsconfig, '--incremental', '--tsBuildInfoFile', buildInfo],
      { cwd: ROOT, maxBuffer: 64 * 1024 * 1024 },
    )
    return ''
  } catch (error) {
    const { stdout, stderr, message } = error as {
      stdout?: string
      stderr?: string
      message: string
    }
    return `${stdout ?? ''}${stderr ?? ''}` || message
  }
}

describe('the migration guides against the real kits', () => {
  beforeAll(installBefore, 15 * 60_000)

  it.concurrent(
    '"before": the RainbowKit 2, ConnectKit 1.9 and AppKit 1.8 apps compile (wagmi 2, React 18)',
    async () => {
      expect(await typeCheck(PROGRAMS['docs/migrating/examples/before/tsconfig.json'])).toBe('')
    },
    5 * 60_000,
  )

  it.concurrent(
    '"after": the Portico app compiles on wagmi 2 (and on wagmi 3 in tsconfig.json)',
    async () => {
      expect(await typeCheck(PROGRAMS['docs/migrating/examples/tsconfig.wagmi2.json'])).toBe('')
    },
    5 * 60_000,
  )
})
