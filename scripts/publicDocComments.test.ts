import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

/**
 * The doc comments a dApp developer reads (hover docs of @portico/core, @portico/react and the
 * adapters) point at docs/*.md, never at the spec's section numbers: the spec is the team's, a
 * dApp developer cannot open it. Internal code (actions, services, tests) may keep citing it.
 */

const root = new URL('../', import.meta.url)
const read = (path: string) => readFileSync(new URL(path, root), 'utf8')

/** The source files an entry point re-exports from (`export … from './x.js'`), as .ts or .tsx. */
function exportedFiles(entry: string): string[] {
  const folder = entry.slice(0, entry.lastIndexOf('/') + 1)
  return [...read(entry).matchAll(/from '\.\/([^']+)\.js'/g)]
    .map(([, path]) =>
      ['.ts', '.tsx']
        .map((ext) => `${folder}${path}${ext}`)
        .find((f) => existsSync(new URL(f, root))),
    )
    .filter((file): file is string => file !== undefined)
}

/** The files of core's features that match `pattern` (feature state types, namespace types). */
function featureFiles(pattern: RegExp): string[] {
  const features = 'packages/core/src/features/'
  return readdirSync(new URL(features, root), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) =>
      readdirSync(new URL(`${features}${entry.name}/`, root))
        .filter((file) => pattern.test(file))
        .map((file) => `${features}${entry.name}/${file}`),
    )
}

/** What a dApp sees, by package: the files whose doc comments are public. */
const PUBLIC_FILES: readonly (readonly [what: string, files: readonly string[]])[] = [
  ['core: createPortico options', ['packages/core/src/config/options.ts']],
  ['core: store state types', ['packages/core/src/state/types.ts']],
  ['core: feature state types', featureFiles(/^[A-Z]\w*State\.ts$/)],
  ['core: the Portico instance type', ['packages/core/src/instance/Portico.ts']],
  ['core: the namespaces of the instance', featureFiles(/^create\w+Actions\.ts$/)],
  ['react: components, hooks, provider', exportedFiles('packages/react/src/index.ts')],
  ...['evm', 'solana', 'bitcoin', 'walletconnect', 'embedded'].map(
    (adapter) =>
      [`${adapter}: exports`, exportedFiles(`packages/${adapter}/src/index.ts`)] as const,
  ),
]

const files = [...new Set(PUBLIC_FILES.flatMap(([, list]) => list))]

/** `docs/page.md` or `docs/page.md#anchor`, as a doc comment links a docs page. */
const DOCS_LINK = /docs\/([\w-]+\.md)(?:#([\w-]+))?/g

/** A mention of the spec: "spec §4", "Spec §9's", "§3", "(spec: …)", "the spec's order". */
const SPEC_REFERENCE = /\bspec\b|§/i

/** Each doc comment of a file with the line it starts on. */
function docComments(source: string): { line: number; text: string }[] {
  return [...source.matchAll(/\/\*\*[\s\S]*?\*\//g)].map((match) => ({
    line: source.slice(0, match.index).split('\n').length,
    text: match[0],
  }))
}

/** The ids GitHub gives a docs page's headings, and its `<a id>`s. */
function docsAnchors(page: string): Set<string> {
  const text = read(`docs/${page}`)
  const headings = [...text.matchAll(/^#{1,6} (.+)$/gm)].map(([, title = '']) =>
    title
      .toLowerCase()
      .replace(/[^a-z0-9 _-]/g, '')
      .replaceAll(' ', '-'),
  )
  const ids = [...text.matchAll(/<a id="([^"]+)"><\/a>/g)].map(([, id = '']) => id)
  return new Set([...headings, ...ids])
}

describe('public doc comments point at docs/*.md, not at spec sections', () => {
  it.each(PUBLIC_FILES)('%s: the table finds its files', (_what, list) => {
    expect(list.length).toBeGreaterThan(0)
  })

  it.each(files)('%s cites no spec section', (file) => {
    const cited = docComments(read(file)).flatMap(({ line, text }) =>
      text
        .split('\n')
        .map((row, index) => ({ line: line + index, row: row.replace(DOCS_LINK, '') }))
        .filter(({ row }) => SPEC_REFERENCE.test(row))
        .map(({ line: at, row }) => `${file}:${at}: ${row.trim()}`),
    )
    expect(cited).toEqual([])
  })

  it.each(files)('%s links only docs pages and headings that exist', (file) => {
    const broken = docComments(read(file)).flatMap(({ text }) =>
      [...text.matchAll(DOCS_LINK)]
        .filter(([, page = '', anchor]) => {
          if (!existsSync(new URL(`docs/${page}`, root))) return true
          return anchor !== undefined && !docsAnchors(page).has(anchor)
        })
        .map(([link]) => link),
    )
    expect(broken).toEqual([])
  })
})
