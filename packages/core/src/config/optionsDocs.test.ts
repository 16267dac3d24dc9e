import { readFileSync } from 'node:fs'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { DEFAULT_FEATURES } from './options.js'

const optionsSource = readFileSync(new URL('./options.ts', import.meta.url), 'utf8')
const docs = readFileSync(new URL('../../../../docs/options.md', import.meta.url), 'utf8')

/** The member names of the object type `name` declares in options.ts, in source order. */
function keysOfType(name: string): string[] {
  const file = ts.createSourceFile('options.ts', optionsSource, ts.ScriptTarget.Latest, true)
  const declaration = file.statements.find(
    (statement): statement is ts.TypeAliasDeclaration =>
      ts.isTypeAliasDeclaration(statement) && statement.name.text === name,
  )
  if (!declaration || !ts.isTypeLiteralNode(declaration.type))
    throw new Error(`options.ts declares no object type ${name}`)
  return declaration.type.members.map((member) => member.name?.getText(file) ?? '')
}

/** The headings of docs/options.md that name an option in code: "### `projectId`". */
const headings = new Set(
  [...docs.matchAll(/^#{3,4} `([^`]+)`$/gm)].map(([, option = '']) => option),
)

describe('docs/options.md documents every option of createPortico()', () => {
  const options = keysOfType('PorticoOptions')
  const features = keysOfType('Features')

  it('reads the option types from options.ts', () => {
    expect(options).toContain('projectId')
    expect(options.length).toBeGreaterThan(20)
    expect([...features].sort()).toEqual(Object.keys(DEFAULT_FEATURES).sort())
  })

  it.each(options)('### `%s`', (option) => {
    expect(headings).toContain(option)
  })

  it.each(features)('#### `features.%s`', (feature) => {
    expect(headings).toContain(`features.${feature}`)
  })

  it('documents no option that does not exist', () => {
    const known = new Set([...options, ...features.map((feature) => `features.${feature}`)])
    expect([...headings].filter((heading) => !known.has(heading))).toEqual([])
  })
})
