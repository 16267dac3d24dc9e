import { bodyPaths, CaseBuilder, PROJECT_VARIANTS, withValueAt } from './CaseBuilder.js'
import type { Random } from './createRandom.js'
import { exampleOf } from './exampleOf.js'
import type { FuzzCase, FuzzOperation } from './fuzzTypes.js'
import {
  CONTENT_TYPES,
  HOSTILE_STRINGS,
  INVALID_JSON_BODIES,
  NUMERIC_STRINGS,
  ORIGINS,
  RAW_URL_FRAGMENTS,
  WRONG_JSON_VALUES,
} from './hostileValues.js'

/** Keys that must never reach an object's prototype, sent as extra query keys. */
export const EXTRA_QUERY_KEYS = [
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
export type Family = (operation: FuzzOperation, random: Random) => FuzzCase[]

export const FAMILIES: Record<string, Family> = {
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
