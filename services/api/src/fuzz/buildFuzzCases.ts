import { createRandom } from './createRandom.js'
import { FAMILIES } from './fuzzFamilies.js'
import type { FuzzCase, FuzzOperation } from './fuzzTypes.js'

export { exampleOf } from './exampleOf.js'
export type { FuzzCase, FuzzOperation, JsonSchema, OpenApiDocument } from './fuzzTypes.js'
export { listOperations } from './listOperations.js'

/**
 * The fuzzer's requests for every operation: each family of fuzzFamilies.ts, then `randomCases` random
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
