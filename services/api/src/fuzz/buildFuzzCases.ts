import { createRandom, type Random } from './createRandom.js'
import {
  CONTENT_TYPES,
  HOSTILE_STRINGS,
  INVALID_JSON_BODIES,
  NUMERIC_STRINGS,
  ORIGINS,
  RAW_URL_FRAGMENTS,
  WRONG_JSON_VALUES,
} from './hostileValues.js'

/** The part of JSON Schema the API's OpenAPI document uses. */
export type JsonSchema = {
  type?: string
  const?: unknown
  enum?: unknown[]
  anyOf?: JsonSchema[]
  pattern?: string
  minLength?: number
  maxLength?: number
  minimum?: number
  maximum?: number
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
}

type OpenApiParameter = { in: string; name: string; required?: boolean; schema?: JsonSchema }
type OpenApiOperation = {
  parameters?: OpenApiParameter[]
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> }
}
/** The part of the OpenAPI document the fuzzer reads. */
export type OpenApiDocument = { paths: Record<string, Record<string, OpenApiOperation>> }

/** One route of the API, as its OpenAPI document describes it. */
export type FuzzOperation = {
  method: string
  /** OpenAPI path, e.g. `/getWalletImage/{id}`. */
  path: string
  pathParams: { name: string; schema: JsonSchema }[]
  queryParams: { name: string; schema: JsonSchema }[]
  body: JsonSchema | undefined
}

/** One request of the fuzzer. */
export type FuzzCase = {
  /** Which family of hostile input, for reports. */
  family: string
  operation: FuzzOperation
  method: string
  url: string
  headers: Record<string, string>
  payload?: string | undefined
}

/** Every operation of an OpenAPI document. */
export function listOperations(doc: OpenApiDocument): FuzzOperation[] {
  const operations: FuzzOperation[] = []
  for (const [path, methods] of Object.entries(doc.paths))
    for (const [method, operation] of Object.entries(methods)) {
      const parameters = operation.parameters ?? []
      const params = (where: string) =>
        parameters
          .filter((p) => p.in === where)
          .map((p) => ({ name: p.name, schema: p.schema ?? {} }))
      operations.push({
        method: method.toUpperCase(),
        path,
        pathParams: params('path'),
        queryParams: params('query'),
        body: operation.requestBody?.content?.['application/json']?.schema,
      })
    }
  return operations
}

const VALID_ADDRESS = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'

/** A value the schema accepts (the first branch, the smallest number, a short string). */
export function exampleOf(schema: JsonSchema, random?: Random): unknown {
  if (schema.const !== undefined) return schema.const
  if (schema.enum?.length) return schema.enum[0]
  if (schema.anyOf?.[0]) return exampleOf(schema.anyOf[0], random)
  switch (schema.type) {
    case 'integer':
    case 'number':
      return schema.minimum ?? 1
    case 'boolean':
      return true
    case 'array':
      return []
    case 'object': {
      const value: Record<string, unknown> = {}
      for (const key of schema.required ?? [])
        value[key] = exampleOf(schema.properties?.[key] ?? {}, random)
      return value
    }
    default: {
      if (schema.pattern === '^0x[0-9a-fA-F]{40}$') return VALID_ADDRESS
      if (schema.pattern?.startsWith('^eip155:')) return 'eip155:31337'
      const text = `f${random ? random.int(1e9) : 0}`.slice(0, schema.maxLength ?? 64)
      if (!schema.pattern || new RegExp(schema.pattern).test(text)) return text
      return ''
    }
  }
}

/** The project query: valid for p1 by default; the fuzzer also drops or corrupts it. */
const PROJECT_VARIANTS: readonly { label: string; pairs: [string, string][] }[] = [
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
type QueryPair = { key: string; value: string; raw?: boolean }

/** Percent-encodes like encodeURIComponent, also lone surrogates (as invalid UTF-8 bytes). */
function encode(value: string): string {
  try {
    return encodeURIComponent(value)
  } catch {
    return value
      .split('')
      .map((c) => (/[\uD800-\uDFFF]/.test(c) ? '%ED%A0%80' : encodeURIComponent(c)))
      .join('')
  }
}

class CaseBuilder {
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
function withValueAt(base: unknown, path: readonly string[], value: unknown): unknown {
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
function bodyPaths(
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

/** Keys that must never reach an object's prototype, sent as extra query keys. */
const EXTRA_QUERY_KEYS = [
  '__proto__',
  '__proto__[polluted]',
  'constructor[prototype][polluted]',
  'constructor',
  'prototype',
  'hasOwnProperty',
  'toString',
  'a[b][c]',
  'a[]',
  '',
  'x'.repeat(5_000),
]

/** Hostile requests of one family for one operation. */
type Family = (operation: FuzzOperation, random: Random) => FuzzCase[]

const FAMILIES: Record<string, Family> = {
  'project query and origin': (operation, random) => [
    ...PROJECT_VARIANTS.map((variant) => {
      const builder = new CaseBuilder(operation, random)
      for (const key of ['projectId', 'st', 'sv']) builder.setQuery(key, undefined)
      builder.query.push(...variant.pairs.map(([key, value]) => ({ key, value })))
      return builder.build(`project: ${variant.label}`)
    }),
    ...ORIGINS.map((origin) => {
      const builder = new CaseBuilder(operation, random)
      builder.headers.origin = origin
      return builder.build('origin')
    }),
  ],
  'query parameters': (operation, random) =>
    operation.queryParams.flatMap(({ name, schema }) => {
      const values = [
        ...HOSTILE_STRINGS,
        ...(schema.type === 'integer' || schema.type === 'boolean' ? NUMERIC_STRINGS : []),
      ]
      return [
        new CaseBuilder(operation, random).setQuery(name, undefined).build('query: missing'),
        ...values.map((value) =>
          new CaseBuilder(operation, random).setQuery(name, value).build('query: hostile value'),
        ),
        ...RAW_URL_FRAGMENTS.map((value) =>
          new CaseBuilder(operation, random).setQuery(name, value, true).build('query: raw'),
        ),
        (() => {
          const builder = new CaseBuilder(operation, random)
          const pair = builder.query.find((p) => p.key === name)
          if (pair) builder.query.push({ ...pair }, { key: name, value: '2' })
          return builder.build('query: repeated')
        })(),
      ]
    }),
  'extra and huge query': (operation, random) => [
    ...EXTRA_QUERY_KEYS.map((key) => {
      const builder = new CaseBuilder(operation, random)
      builder.query.push({ key, value: 'polluted' })
      return builder.build('query: extra key')
    }),
    (() => {
      const builder = new CaseBuilder(operation, random)
      builder.query.push({ key: 'big', value: 'q'.repeat(1_000_000) })
      return builder.build('query: 1 MB value')
    })(),
    (() => {
      const builder = new CaseBuilder(operation, random)
      for (let i = 0; i < 20_000; i++) builder.query.push({ key: `k${i}`, value: '1' })
      return builder.build('query: 20,000 parameters')
    })(),
  ],
  'path parameters': (operation, random) =>
    operation.pathParams.flatMap(({ name }) => [
      ...HOSTILE_STRINGS.map((value) => {
        const builder = new CaseBuilder(operation, random)
        builder.pathValues[name] = { value }
        return builder.build('path: hostile value')
      }),
      ...[...RAW_URL_FRAGMENTS, '../../..', '..', './.', '/etc/passwd', 'a/b', 'x'.repeat(300)].map(
        (value) => {
          const builder = new CaseBuilder(operation, random)
          builder.pathValues[name] = { value, raw: true }
          return builder.build('path: raw')
        },
      ),
    ]),
  methods: (operation, random) => [
    ...['PUT', 'DELETE', 'PATCH', 'HEAD', operation.method === 'GET' ? 'POST' : 'GET'].map(
      (method) => {
        const builder = new CaseBuilder(operation, random)
        builder.method = method
        return builder.build('other method')
      },
    ),
    (() => {
      const builder = new CaseBuilder(operation, random)
      builder.method = 'OPTIONS'
      builder.headers.origin = 'http://evil.test'
      builder.headers['access-control-request-method'] = operation.method
      return builder.build('preflight')
    })(),
    (() => {
      const builder = new CaseBuilder(operation, random)
      builder.method = 'OPTIONS'
      builder.headers.origin = 'http://127.0.0.1:5173'
      builder.headers['access-control-request-method'] = operation.method
      return builder.build('preflight')
    })(),
    ...(operation.body
      ? []
      : [
          ...['{"__proto__":{"polluted":true}}', '{'].map((payload) => {
            const builder = new CaseBuilder(operation, random)
            builder.payload = payload
            builder.headers['content-type'] = 'application/json'
            return builder.build('body on a GET')
          }),
        ]),
  ],
  bodies: (operation, random) => {
    const schema = operation.body
    if (!schema) return []
    const base = exampleOf(schema, random)
    const cases: FuzzCase[] = []
    const raw = (payload: string, contentType: string | undefined, family: string) => {
      const builder = new CaseBuilder(operation, random)
      builder.payload = payload
      if (contentType === undefined) delete builder.headers['content-type']
      else builder.headers['content-type'] = contentType
      cases.push(builder.build(family))
    }
    for (const payload of INVALID_JSON_BODIES)
      raw(payload, 'application/json', 'body: invalid JSON')
    for (const contentType of CONTENT_TYPES)
      raw(JSON.stringify(base), contentType, 'body: content type')
    raw(JSON.stringify(base), undefined, 'body: no content type')
    raw('a=1&b=2', 'application/x-www-form-urlencoded', 'body: form')
    raw(`{"pad":"${'x'.repeat(300 * 1024)}"}`, 'application/json', 'body: beyond the body limit')
    raw(`{"pad":"${'x'.repeat(17 * 1024)}"}`, 'application/json', 'body: beyond 16 KB')
    for (const value of [null, [], [base], 'text', 0, true])
      cases.push(new CaseBuilder(operation, random).json(value).build('body: not an object'))
    for (const key of ['__proto__', 'constructor', 'prototype', 'extra'])
      raw(
        JSON.stringify(base).replace(/^\{/, `{"${key}":{"polluted":true},`),
        'application/json',
        'body: extra key',
      )
    for (const { path, schema: property } of bodyPaths(schema)) {
      cases.push(
        new CaseBuilder(operation, random)
          .json(withValueAt(base, path, undefined))
          .build('body: missing property'),
      )
      for (const value of WRONG_JSON_VALUES)
        cases.push(
          new CaseBuilder(operation, random)
            .json(withValueAt(base, path, value))
            .build('body: wrong type'),
        )
      if (property.type === 'string' || property.type === 'array' || property.anyOf)
        for (const value of HOSTILE_STRINGS)
          cases.push(
            new CaseBuilder(operation, random)
              .json(withValueAt(base, path, property.type === 'array' ? [value] : value))
              .build('body: hostile string'),
          )
    }
    return cases
  },
}

/**
 * The fuzzer's requests for every operation: each family above, then `randomCases` random
 * combinations (1 to 3 mutations of a family's request), all from `seed`.
 */
export function buildFuzzCases({
  operations,
  seed,
  randomCases,
}: {
  operations: readonly FuzzOperation[]
  seed: number
  randomCases: number
}): FuzzCase[] {
  const random = createRandom(seed)
  const cases: FuzzCase[] = []
  for (const operation of operations)
    for (const family of Object.values(FAMILIES)) cases.push(...family(operation, random))
  // Random combinations: a family's request with its query and headers mixed with another's.
  const pool = cases.slice()
  for (let i = 0; i < randomCases; i++) {
    const first = random.pick(pool)
    const second = random.pick(pool.filter((c) => c.operation === first.operation))
    const [path = '', firstSearch = ''] = first.url.split('?')
    const secondSearch = second.url.split('?')[1] ?? ''
    const pairs = [...firstSearch.split('&'), ...secondSearch.split('&')].filter(() =>
      random.chance(0.6),
    )
    cases.push({
      ...first,
      family: `random: ${first.family} + ${second.family}`,
      url: pairs.length ? `${path}?${pairs.join('&')}` : path,
      headers: { ...first.headers, ...(random.chance(0.5) ? second.headers : {}) },
      payload: random.chance(0.5) ? second.payload : first.payload,
    })
  }
  return cases
}
