import { existsSync, readFileSync, statSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

/**
 * docs/spec-coverage.md maps every rule of the spec to the file that implements it and the test
 * that proves it. This keeps the table from rotting: every relative link names a file that
 * exists, and every "file › test name" names a test whose name is written in that file.
 */

const root = new URL('../', import.meta.url)
const DOC = 'docs/spec-coverage.md'
const read = (path: string) => readFileSync(new URL(path, root), 'utf8')

/** The spec's sections, each of which gets one table. */
const SECTIONS = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const

/** A Markdown relative link `[label](../path#anchor)`, as the table writes them from docs/. */
const LINK = /\[[^\]]*\]\(((?!https?:|#)[^)\s]+)\)/g

/** One relative link in a cell. */
const HAS_LINK = /\]\((?!https?:)[^)\s]+\)/

/** `[file](../file) › \`test name\`` in a Proved-by cell (``double`` when the name has a backtick). */
const PROOF = /\[[^\]]*\]\(\.\.\/([^)#\s]+)\)\s*›\s*(?:``\s(.+?)\s``|`([^`]+)`)/g

/** The cells of one table row; `\|` inside a cell is a literal pipe. */
function cells(row: string): string[] {
  return row
    .trim()
    .replace(/^\||\|$/g, '')
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim().replaceAll('\\|', '|'))
}

/** Every table row of the document (header and separator rows left out), with its section. */
function tableRows(text: string): { section: string; line: number; cells: string[] }[] {
  let section = ''
  return text.split('\n').flatMap((row, index) => {
    const heading = row.match(/^## §(\d)/)
    if (heading) section = heading[1] ?? ''
    if (!row.startsWith('|') || /^\|\s*-/.test(row) || row.startsWith('| Rule')) return []
    return [{ section, line: index + 1, cells: cells(row) }]
  })
}

/** A test name is a whole string literal of its file, in one of these quotes. */
const QUOTES = ["'", '"', '`'] as const

/** The text a test name is written with in its file, with the quotes' escapes undone. */
function sourceText(path: string): string {
  return read(path).replace(/\\(['"`])/g, '$1')
}

const text = read(DOC)
const rows = tableRows(text)

describe(`${DOC}: the spec-coverage table`, () => {
  it('has one table per spec section, each with rows', () => {
    const counts = SECTIONS.map((section) => [
      section,
      rows.filter((row) => row.section === String(section)).length,
    ])
    expect(counts.filter(([, count]) => count === 0)).toEqual([])
  })

  it('every row has its four columns: rule, implemented in, proved by, choice', () => {
    const wrong = rows
      .filter((row) => row.cells.length !== 4 || !row.cells[0])
      .map((row) => `line ${row.line}: ${row.cells.length} cells`)
    expect(wrong).toEqual([])
  })

  it('every row names a file or says plainly that there is none yet', () => {
    const empty = rows
      .filter(({ cells: [, implemented = '', proved = ''] }) =>
        [implemented, proved].some(
          (cell) => !HAS_LINK.test(cell) && !/not yet|in progress/.test(cell),
        ),
      )
      .map((row) => `line ${row.line}`)
    expect(empty).toEqual([])
  })

  it('every relative link names a file or folder that exists', () => {
    const broken = text.split('\n').flatMap((row, index) =>
      [...row.matchAll(LINK)]
        .map(([, target = '']) => target.split('#')[0] ?? '')
        .filter((target) => target !== '' && !existsSync(new URL(target, new URL(DOC, root))))
        .map((target) => `line ${index + 1}: ${target}`),
    )
    expect(broken).toEqual([])
  })

  it('every "file › test name" names a test file whose text holds that name', () => {
    const proofs = rows.flatMap((row) =>
      [...(row.cells[2] ?? '').matchAll(PROOF)].map(([, file = '', fenced, plain]) => ({
        line: row.line,
        file,
        name: fenced ?? plain ?? '',
      })),
    )
    expect(proofs.length).toBeGreaterThan(100)
    const wrong = proofs
      .filter(({ file, name }) => {
        const url = new URL(file, root)
        if (!existsSync(url) || !statSync(url).isFile()) return true
        if (!/\.(test|spec)\.tsx?$/.test(file)) return true
        const source = sourceText(file)
        return !QUOTES.some((quote) => source.includes(`${quote}${name}${quote}`))
      })
      .map(({ line, file, name }) => `line ${line}: ${file} › ${name}`)
    expect(wrong).toEqual([])
  })
})
