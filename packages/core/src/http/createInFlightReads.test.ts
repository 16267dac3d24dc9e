import { describe, expect, it } from 'vitest'
import { DEDUPE_CACHE_ENTRIES } from '../constants.js'
import { createInFlightReads } from './createInFlightReads.js'

function deferred<T>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((r) => {
    resolve = r
  })
  return { promise, resolve }
}

// spec §9: "Dedupe cache 8192 entries."
describe('createInFlightReads — identical reads in flight are asked once (spec §9)', () => {
  it('the same key while one runs shares its run; once settled, the next asks again', async () => {
    const reads = createInFlightReads()
    let runs = 0
    const gate = deferred<string>()
    const run = () => {
      runs++
      return gate.promise
    }
    const [a, b] = [reads.share('k', run), reads.share('k', run)]
    expect(runs).toBe(1)
    gate.resolve('answer')
    expect(await Promise.all([a, b])).toEqual(['answer', 'answer'])
    expect(reads.size()).toBe(0)
    await reads.share('k', async () => {
      runs++
      return 'again'
    })
    expect(runs).toBe(2)
  })

  it('a failure is shared too, and not kept', async () => {
    const reads = createInFlightReads()
    const failing = () => Promise.reject(new Error('down'))
    const both = [reads.share('k', failing), reads.share('k', failing)]
    for (const result of await Promise.allSettled(both)) expect(result.status).toBe('rejected')
    expect(reads.size()).toBe(0)
  })

  it(`holds at most DEDUPE_CACHE_ENTRIES (${DEDUPE_CACHE_ENTRIES}) keys, dropping the oldest`, () => {
    const reads = createInFlightReads()
    const never = () => new Promise<never>(() => {})
    for (let i = 0; i <= DEDUPE_CACHE_ENTRIES; i++) void reads.share(`k${i}`, never)
    expect(reads.size()).toBe(DEDUPE_CACHE_ENTRIES)
    // k0 was dropped: asking for it starts a new run; the newest is still shared.
    let runs = 0
    const counted = () => {
      runs++
      return never()
    }
    void reads.share('k0', counted)
    void reads.share(`k${DEDUPE_CACHE_ENTRIES}`, counted)
    expect(runs).toBe(1)
    expect(reads.size()).toBe(DEDUPE_CACHE_ENTRIES)
  })
})
