import { describe, expect, it } from 'vitest'
import { readCacheTtlMs } from './readCacheTtlMs.js'

describe('readCacheTtlMs: "if a TTL is not configurable, make it configurable (option + env)"', () => {
  it.each([
    ['unset: the default applies', undefined, undefined],
    ['empty: the default applies', '', undefined],
    ['0: no caching', '0', 0],
    ['milliseconds', '5000', 5_000],
    ['an hour at most', '3600000', 3_600_000],
  ])('%s', (_rule, value, expected) => {
    expect(readCacheTtlMs({ TTL: value }, 'TTL')).toBe(expected)
  })

  it.each([['-1'], ['1.5'], ['5s'], ['3600001']])('%s is refused naming the variable', (value) => {
    expect(() => readCacheTtlMs({ PORTICO_X_TTL_MS: value }, 'PORTICO_X_TTL_MS')).toThrow(
      /^PORTICO_X_TTL_MS must be a whole number of milliseconds from 0 to 3600000/,
    )
  })
})
