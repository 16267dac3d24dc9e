import { describe, expect, it } from 'vitest'
import { parseOnrampProviders } from './parseOnrampProviders.js'

const RULE = 'spec §5: On-ramp provider list must be an array of strings, else empty'

describe('parseOnrampProviders', () => {
  it.each([
    [RULE, 'an array of strings', ['meld', 'coinbase'], ['meld', 'coinbase']],
    [RULE, 'an empty array', [], []],
    [RULE, 'a non-string entry', ['meld', 1], []],
    [RULE, 'a null entry', ['meld', null], []],
    [RULE, 'a string', 'meld', []],
    [RULE, 'true (a bare feature flag)', true, []],
    [RULE, 'an object', { 0: 'meld' }, []],
    [RULE, 'undefined', undefined, []],
  ])('%s — %s', (_rule, _case, value, expected) => {
    expect(parseOnrampProviders(value)).toEqual(expected)
  })

  it('returns a copy', () => {
    const providers = ['meld']
    expect(parseOnrampProviders(providers)).not.toBe(providers)
  })
})
