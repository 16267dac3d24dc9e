import { describe, expect, it } from 'vitest'
import { readTrustProxy, toFastifyTrustProxy } from './trustProxy.js'

describe('readTrustProxy: PORTICO_*_TRUST_PROXY as a hop count or proxy CIDRs', () => {
  it.each([
    ['unset: no proxy', undefined, false],
    ['empty: no proxy', '', false],
    ['0: no proxy', '0', false],
    ['false: no proxy', 'false', false],
    ['1 is one hop (not the whole chain)', '1', 1],
    ['true is one hop (not the whole chain)', 'true', 1],
    ['a hop count', '2', 2],
    ['one CIDR', '10.0.0.0/8', ['10.0.0.0/8']],
    [
      'comma-separated addresses and CIDRs, IPv6 too',
      ' 10.0.0.0/8, 192.0.2.1 ,fd00::/8,loopback',
      ['10.0.0.0/8', '192.0.2.1', 'fd00::/8', 'loopback'],
    ],
  ])('%s', (_rule, value, expected) => {
    expect(readTrustProxy(value, 'PORTICO_API_TRUST_PROXY')).toEqual(expected)
  })

  it.each([
    ['more hops than anyone has', '11'],
    ['a name', 'proxy.internal'],
    ['a prefix too long for IPv4', '10.0.0.0/33'],
    ['a prefix too long for IPv6', 'fd00::/129'],
    ['an empty entry', '10.0.0.1,'],
    ['a negative count', '-1'],
  ])('refuses %s (%s), naming the variable', (_rule, value) => {
    expect(() => readTrustProxy(value, 'PORTICO_API_TRUST_PROXY')).toThrow(
      /^PORTICO_API_TRUST_PROXY/,
    )
  })
})

describe('toFastifyTrustProxy', () => {
  it('a hop count trusts that many hops from the socket inward, never more', () => {
    const trust = toFastifyTrustProxy(2) as (address: string, hop: number) => boolean
    expect([0, 1, 2, 3].map((hop) => trust('10.0.0.1', hop))).toEqual([true, true, false, false])
    const one = toFastifyTrustProxy(true) as (address: string, hop: number) => boolean
    expect([0, 1].map((hop) => one('10.0.0.1', hop))).toEqual([true, false])
  })

  it('false and 0 trust nothing; CIDRs pass through; a bad entry throws', () => {
    expect(toFastifyTrustProxy(false)).toBe(false)
    expect(toFastifyTrustProxy(0)).toBe(false)
    expect(toFastifyTrustProxy(['10.0.0.0/8'])).toEqual(['10.0.0.0/8'])
    expect(() => toFastifyTrustProxy(['nope'])).toThrow(/nope/)
    expect(() => toFastifyTrustProxy(1.5)).toThrow(/hop count/)
  })
})
