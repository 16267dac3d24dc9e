import type { Random } from './createRandom.js'
import { exampleOf } from './exampleOf.js'
import type { FuzzCase, FuzzOperation, JsonSchema } from './fuzzTypes.js'

/** The project query: valid for p1 by default; the fuzzer also drops or corrupts it. */
export const PROJECT_VARIANTS: readonly { label: string; pairs: [string, string][] }[] = [
  {
    label: 'p1',
    pairs: [
      ['projectId', 'p1'],
      ['st', 'portico'],
      ['sv', 'js-0.1.0'],
    ],
  },
  {
    label: 'p2 (analytics off)',
    pairs: [
      ['projectId', 'p2'],
      ['st', 'portico'],
      ['sv', 'js-0.1.0'],
    ],
  },
  { label: 'none', pairs: [] },
  {
    label: 'unknown project',
    pairs: [
      ['projectId', 'nope'],
      ['st', 'portico'],
      ['sv', 'js-0.1.0'],
    ],
  },
  { label: 'p1 without st and sv', pairs: [['projectId', 'p1']] },
  {
    label: 'empty st and sv',
    pairs: [
      ['projectId', 'p1'],
      ['st', ''],
      ['sv', ''],
    ],
  },
  {
    label: 'huge projectId',
    pairs: [
      ['projectId', 'p'.repeat(100_000)],
      ['st', 'portico'],
      ['sv', 'js-0.1.0'],
    ],
  },
]

/** A query pair; `raw` values go into the URL as they are, not percent-encoded. */
export type QueryPair = { key: string; value: string; raw?: boolean }

/** Percent-encodes like encodeURIComponent, also lone surrogates (as invalid UTF-8 bytes). */
export function encode(value: string): string {
  try {
    return encodeURIComponent(value)
  } catch {
    return value
      .split('')
      .map((c) => (/[\uD800-\uDFFF]/.test(c) ? '%ED%A0%80' : encodeURIComponent(c)))
      .join('')
  }
}

export class CaseBuilder {
  query: QueryPair[]
  pathValues: Record<string, { value: string; raw?: boolean }>
  headers: Record<string, string> = {}
  payload: string | undefined
  method: string

  constructor(
    readonly operation: FuzzOperation,
    readonly random: Random,
  ) {
    this.method = operation.method
    const project = PROJECT_VARIANTS[0]!.pairs
    const query = new Map<string, string>(project)
    for (const { name, schema } of operation.queryParams)
      if (!query.has(name)) query.set(name, String(exampleOf(schema, random)))
    this.query = [...query].map(([key, value]) => ({ key, value }))
    this.pathValues = Object.fromEntries(
      operation.pathParams.map(({ name, schema }) => [
        name,
        { value: String(exampleOf(schema, random)) },
      ]),
    )
    if (operation.body) this.json(exampleOf(operation.body, random))
  }

  json(value: unknown) {
    this.payload = JSON.stringify(value)
    this.headers['content-type'] = 'application/json'
    return this
  }

  setQuery(key: string, value: string | undefined, raw?: boolean) {
    this.query = this.query.filter((pair) => pair.key !== key)
    if (value !== undefined) this.query.push({ key, value, ...(raw ? { raw } : {}) })
    return this
  }

  build(family: string): FuzzCase {
    const path = this.operation.path.replace(/\{(\w+)\}/g, (_, name: string) => {
      const part = this.pathValues[name]
      if (!part) return ''
      return part.raw ? part.value : encode(part.value)
    })
    const search = this.query
      .map(({ key, value, raw }) => `${encode(key)}=${raw ? value : encode(value)}`)
      .join('&')
    return {
      family,
      operation: this.operation,
      method: this.method,
      url: search ? `${path}?${search}` : path,
      headers: { ...this.headers },
      payload: this.payload,
    }
  }
}

/** Sets `value` at `path` (property names) of a copy of `base`. */
export function withValueAt(base: unknown, path: readonly string[], value: unknown): unknown {
  if (path.length === 0) return value
  const [head, ...rest] = path as [string, ...string[]]
  const object =
    base && typeof base === 'object' && !Array.isArray(base)
      ? { ...(base as Record<string, unknown>) }
      : {}
  if (value === undefined && rest.length === 0) delete object[head]
  else object[head] = withValueAt(object[head], rest, value)
  return object
}

/** Property paths of a body schema: each property, and each property of an object property. */
export function bodyPaths(
  schema: JsonSchema,
  prefix: string[] = [],
): { path: string[]; schema: JsonSchema }[] {
  const paths: { path: string[]; schema: JsonSchema }[] = []
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    paths.push({ path: [...prefix, name], schema: property })
    if (property.type === 'object' && prefix.length < 2)
      paths.push(...bodyPaths(property, [...prefix, name]))
  }
  return paths
}
