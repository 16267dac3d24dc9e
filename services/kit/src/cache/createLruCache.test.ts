import { describe, expect, it } from 'vitest'
import { createLruCache } from './createLruCache.js'

describe('createLruCache', () => {
  it('forgets the least recently used entry when full; a read keeps an entry; peek does not', () => {
    const cache = createLruCache<string, number>({ maxEntries: 2 })
    cache.set('a', 1)
    cache.set('b', 2)
    expect(cache.get('a')).toBe(1)
    cache.set('c', 3)
    expect([cache.peek('a'), cache.peek('b'), cache.peek('c'), cache.size]).toEqual([
      1,
      undefined,
      3,
      2,
    ])
    expect(cache.peek('a')).toBe(1)
    cache.set('d', 4)
    expect([cache.peek('a'), cache.peek('c'), cache.peek('d')]).toEqual([undefined, 3, 4])
  })

  it('refuses a size below 1', () => {
    expect(() => createLruCache({ maxEntries: 0 })).toThrow(/maxEntries/)
  })
})
