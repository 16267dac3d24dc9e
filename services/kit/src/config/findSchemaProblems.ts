import type { TSchema } from '@sinclair/typebox'
import { type ValueError, ValueErrorType } from '@sinclair/typebox/errors'
import { Value } from '@sinclair/typebox/value'
import { type ConfigProblem, pointerToFieldPath, quoteValue } from './configErrors.js'

/** A schema as plain JSON Schema keywords (what TypeBox builds), read without its types. */
type SchemaNode = {
  description?: string
  const?: unknown
  anyOf?: SchemaNode[]
  type?: string
  properties?: Record<string, SchemaNode>
  items?: SchemaNode
  patternProperties?: Record<string, SchemaNode>
  minItems?: number
  maxItems?: number
  minLength?: number
  maxLength?: number
  minimum?: number
  maximum?: number
  pattern?: string
}

const node = (schema: unknown) => schema as SchemaNode
const isObjectValue = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`

/** A literal as an operator writes it in a message: `'uniswap'`, `1`, `false`. */
const literal = (value: unknown) => (typeof value === 'string' ? `'${value}'` : String(value))

/** `a`, `a or b`, `a, b or c`. */
function alternatives(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? ''
  return `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`
}

function bounds(schema: SchemaNode): string {
  const { minimum, maximum } = schema
  if (minimum !== undefined && maximum !== undefined) return ` from ${minimum} to ${maximum}`
  if (minimum !== undefined) return ` of at least ${minimum}`
  if (maximum !== undefined) return ` of at most ${maximum}`
  return ''
}

/** What a schema expects, in words: `a 0x-prefixed 20-byte hex address`, `'uniswap' or 'none'`. */
export function describeSchema(schema: SchemaNode): string {
  if (schema.description) return schema.description
  if (schema.const !== undefined) return literal(schema.const)
  if (schema.anyOf) return alternatives(schema.anyOf.map(describeSchema))
  switch (schema.type) {
    case 'array': {
      const list = schema.minItems
        ? `a list of at least ${plural(schema.minItems, 'item')}`
        : 'a list'
      return schema.items ? `${list}, each ${describeSchema(schema.items)}` : list
    }
    case 'object':
      return 'an object'
    case 'integer':
      return `an integer${bounds(schema)}`
    case 'number':
      return `a number${bounds(schema)}`
    case 'boolean':
      return 'true or false'
    case 'string':
      return schema.minLength ? 'a non-empty string' : 'a string'
    default:
      return 'a value of another kind'
  }
}

function describeError(error: ValueError): string {
  const schema = node(error.schema)
  const got = `got ${quoteValue(error.value)}`
  switch (error.type) {
    case ValueErrorType.ObjectRequiredProperty:
      return `missing; expected ${describeSchema(schema)}`
    case ValueErrorType.ObjectAdditionalProperties: {
      const namePattern = Object.keys(schema.patternProperties ?? {})[0]
      if (namePattern) return `not a valid name; expected a name matching /${namePattern}/`
      return `unknown field; expected one of ${Object.keys(schema.properties ?? {}).join(', ')}`
    }
    case ValueErrorType.ArrayMinItems:
      return `expected at least ${plural(schema.minItems ?? 0, 'item')}`
    case ValueErrorType.ArrayMaxItems:
      return `expected at most ${plural(schema.maxItems ?? 0, 'item')}`
    case ValueErrorType.StringMinLength:
      return schema.minLength === 1
        ? 'expected a non-empty string'
        : `expected at least ${plural(schema.minLength ?? 0, 'character')}`
    case ValueErrorType.StringMaxLength:
      return `expected at most ${plural(schema.maxLength ?? 0, 'character')}, ${got}`
    case ValueErrorType.StringPattern:
      return `expected ${schema.description ?? `a string matching /${schema.pattern}/`}, ${got}`
    case ValueErrorType.NumberMinimum:
    case ValueErrorType.IntegerMinimum:
      return `expected at least ${schema.minimum}, ${got}`
    case ValueErrorType.NumberMaximum:
    case ValueErrorType.IntegerMaximum:
      return `expected at most ${schema.maximum}, ${got}`
    default:
      // YAML reads an unquoted 0x… as a hexadecimal number.
      return typeof error.value === 'number' && schema.pattern?.startsWith('^0x')
        ? `expected ${describeSchema(schema)}, got a number (in YAML, quote addresses: "0x…")`
        : `expected ${describeSchema(schema)}, ${got}`
  }
}

/**
 * A value that matches none of a union's members. Objects told apart by a literal field (a price
 * source's `source`) are checked against the member that field names, or the field is reported
 * with the values it may take — never a wall of every member's errors.
 */
function unionProblems(schema: SchemaNode, value: unknown, pointer: string): ConfigProblem[] {
  const objects = (schema.anyOf ?? []).filter((member) => member.type === 'object')
  if (!isObjectValue(value) || objects.length === 0)
    return [
      {
        path: pointerToFieldPath(pointer),
        message: `expected ${describeSchema(schema)}, got ${quoteValue(value)}`,
      },
    ]
  const discriminator = Object.keys(objects[0]?.properties ?? {}).find((key) =>
    objects.every((member) => member.properties?.[key]?.const !== undefined),
  )
  if (discriminator === undefined || objects.length === 1) {
    const [member] = objects
    return member ? findSchemaProblems(member as TSchema, value, pointer) : []
  }
  const match = objects.find(
    (member) => member.properties?.[discriminator]?.const === value[discriminator],
  )
  if (match) return findSchemaProblems(match as TSchema, value, pointer)
  const allowed = alternatives(
    objects.map((member) => literal(member.properties?.[discriminator]?.const)),
  )
  return [
    {
      path: pointerToFieldPath(`${pointer}/${discriminator}`),
      message:
        value[discriminator] === undefined
          ? `missing; expected ${allowed}`
          : `expected ${allowed}, got ${quoteValue(value[discriminator])}`,
    },
  ]
}

/**
 * Every way `value` fails `schema` (a TypeBox schema), one problem per field, each naming the
 * field as a path (`evm[0].rpcUrls`) and what is expected there.
 */
export function findSchemaProblems(schema: TSchema, value: unknown, pointer = ''): ConfigProblem[] {
  const problems: ConfigProblem[] = []
  const reported = new Set<string>()
  for (const error of Value.Errors(schema, value)) {
    const at = pointer + error.path
    // A missing field is reported once, not again as "expected a list, got nothing".
    if (reported.has(at)) continue
    reported.add(at)
    if (error.type === ValueErrorType.Union)
      problems.push(...unionProblems(node(error.schema), error.value, at))
    else problems.push({ path: pointerToFieldPath(at), message: describeError(error) })
  }
  return problems
}
