import { fileURLToPath } from 'node:url'
import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Engine } from '../db/createDatabase.js'
import { identityRoutes } from '../identity/identityRoutes.js'
import { ENGINES } from '../testing/openTestDatabase.js'
import { startTestApi } from '../testing/startTestApi.js'
import {
  buildFuzzCases,
  type FuzzCase,
  listOperations,
  type OpenApiDocument,
} from './buildFuzzCases.js'
import { createRowCounter, type RowCounts } from './countRows.js'

/** The fuzzer's seed: change it to explore, keep it to reproduce. */
const SEED = 0x5eed_f022
/** Random combinations on top of the enumerated families, per engine. */
const RANDOM_CASES = 1_500

const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url))
const NO_LIMIT = { max: 1e9, windowMs: 60_000 }

/** What a response may not show: a stack frame, a source location, a path of this machine. */
const LEAKS: readonly RegExp[] = [
  /\n\s+at\s/,
  /\bat\s+\S+\s+\(.*:\d+:\d+\)/,
  /node_modules/,
  /\.[cm]?[jt]s:\d+/,
  new RegExp(REPO_ROOT.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
]

/**
 * Faults this fuzzer found that are not fixed yet, each with how to tell its answers. Their cases
 * still must not leak or write; the test fails when one no longer shows, so the entry goes once
 * it is fixed.
 */
const KNOWN_FINDINGS: readonly {
  id: string
  engines: readonly Engine[]
  matches(fuzzCase: FuzzCase, response: LightMyRequestResponse): boolean
}[] = []

/** Why the answer to `fuzzCase` breaks a rule, or nothing. */
function findProblems(
  fuzzCase: FuzzCase,
  response: LightMyRequestResponse,
  before: RowCounts,
  after: RowCounts,
  isKnown: boolean,
): string[] {
  const problems: string[] = []
  const { statusCode } = response
  const isImage = !String(response.headers['content-type'] ?? '').includes('json')
  let body: { error?: { code?: unknown; message?: unknown }; status?: unknown } | undefined
  try {
    body = response.body ? JSON.parse(response.body) : undefined
  } catch {}
  // 502 only where a route needs a chain it cannot reach (no chain is configured here).
  const isUpstreamFailure =
    statusCode === 502 &&
    fuzzCase.operation.path.endsWith('/balance') &&
    body?.error?.code === 'BALANCE_UNAVAILABLE'
  if (statusCode >= 500 && !isUpstreamFailure && !isKnown) problems.push(`status ${statusCode}`)
  if (statusCode >= 400 && fuzzCase.method !== 'HEAD' && !isKnown) {
    if (typeof body?.error?.code !== 'string' || typeof body.error.message !== 'string')
      problems.push('not the { error: { code, message } } shape')
    if (isImage) problems.push(`error as ${response.headers['content-type']}`)
  }
  if (!isImage || statusCode >= 400)
    for (const leak of LEAKS)
      if (leak.test(response.body))
        problems.push(`body shows ${leak}: ${response.body.slice(0, 300)}`)
  const stored =
    fuzzCase.method === 'POST' &&
    fuzzCase.operation.path === '/e' &&
    statusCode === 200 &&
    body?.status === 'stored'
  for (const table of Object.keys({ ...before, ...after })) {
    const added = (after[table] ?? 0) - (before[table] ?? 0)
    const allowed = stored && table === 'analytics_events' ? 1 : 0
    if (added !== allowed) problems.push(`${table}: ${added} rows added, ${allowed} allowed`)
  }
  return problems
}

describe.each(ENGINES)('every route under hostile input on %s', (engine) => {
  let api: Awaited<ReturnType<typeof startTestApi>>
  beforeAll(async () => {
    api = await startTestApi(engine, {
      // Identity needs a chain; a resolver that finds nothing stands in, so its route is fuzzed too.
      plugins: [identityRoutes({ resolve: async () => ({ name: null, avatar: null }) })],
      rateLimit: {
        perIp: NO_LIMIT,
        perProject: NO_LIMIT,
        analyticsPerIp: NO_LIMIT,
        analyticsPerProject: NO_LIMIT,
      },
    })
  })
  afterAll(async () => {
    await api?.close()
  })

  it('answers thousands of malformed, oversized and hostile requests: no 5xx, one error shape, no leak, no partial write', async () => {
    const doc = (await api.app.inject({ url: '/openapi.json' })).json() as OpenApiDocument
    const operations = listOperations(doc)
    // Enumerated from the document, so a new route is fuzzed without a change here.
    expect(operations.map((o) => `${o.method} ${o.path}`)).toEqual(
      expect.arrayContaining([
        'GET /appkit/v1/config',
        'POST /e',
        'GET /getWallets',
        'GET /getWalletImage/{id}',
        'GET /v1/account/{account}/history',
        'GET /v1/account/{address}/balance',
        'POST /v1/fungible/price',
        'GET /v1/identity/{address}',
      ]),
    )
    const cases = buildFuzzCases({ operations, seed: SEED, randomCases: RANDOM_CASES })
    expect(cases.length).toBeGreaterThan(2_000)

    const countRows = await createRowCounter(api.database.db)
    const failures: string[] = []
    const statuses = new Map<number, number>()
    const seen = new Map<string, number>()
    let stored = 0
    let before = await countRows()
    for (const fuzzCase of cases) {
      const { method, url, headers, payload } = fuzzCase
      let response: LightMyRequestResponse
      try {
        response = await api.app.inject({
          method: method as 'GET',
          url,
          headers,
          ...(payload === undefined ? {} : { payload }),
        })
      } catch (error) {
        failures.push(`${method} ${url.slice(0, 200)} [${fuzzCase.family}]: threw ${error}`)
        continue
      }
      const after = await countRows()
      const known = KNOWN_FINDINGS.find(
        (finding) => finding.engines.includes(engine) && finding.matches(fuzzCase, response),
      )
      if (known) seen.set(known.id, (seen.get(known.id) ?? 0) + 1)
      const problems = findProblems(fuzzCase, response, before, after, Boolean(known))
      if (problems.length)
        failures.push(
          `${method} ${url.slice(0, 200)} [${fuzzCase.family}] ${payload?.slice(0, 120) ?? ''} → ${response.statusCode} ${response.body.slice(0, 200)}: ${problems.join('; ')}`,
        )
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1)
      if ((after.analytics_events ?? 0) > (before.analytics_events ?? 0)) stored++
      before = after
    }
    expect(failures.slice(0, 40)).toEqual([])
    expect(failures).toHaveLength(0)
    // The cases reached the handlers, not only the validators, and some events were valid.
    expect(statuses.get(200)).toBeGreaterThan(100)
    expect(stored).toBeGreaterThan(10)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    // A known finding that no longer shows is fixed: remove it from KNOWN_FINDINGS.
    expect([...seen.keys()].sort()).toEqual(
      KNOWN_FINDINGS.filter((f) => f.engines.includes(engine))
        .map((f) => f.id)
        .sort(),
    )
    // Thousands of requests, more with each route area: on PostgreSQL under a loaded CI machine
    // this takes well over the default 30 s.
  }, 180_000)
})
