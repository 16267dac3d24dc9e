import { describe, expect, it } from 'vitest'
import { parseCookieHeader } from './parseCookieHeader.js'

describe('parseCookieHeader', () => {
  it.each([
    ['no header', undefined, {}],
    ['a null header (no Cookie header sent)', null, {}],
    ['an empty header', '', {}],
    ['one cookie', 'a=1', { a: '1' }],
    ['several, with the spaces browsers send', 'a=1; b=2;c=3', { a: '1', b: '2', c: '3' }],
    ['a percent-encoded value is decoded', 'a=%7B%22x%22%3A1%7D', { a: '{"x":1}' }],
    ['bad percent-encoding is kept as it is', 'a=%E0%A4%A', { a: '%E0%A4%A' }],
    ['a quoted value loses its quotes', 'a="v"', { a: 'v' }],
    ['a value may hold =', 'a=b=c', { a: 'b=c' }],
    ['an empty value', 'a=', { a: '' }],
    ['a part without = is skipped', 'junk; a=1', { a: '1' }],
    ['a part without a name is skipped', '=x; a=1', { a: '1' }],
    ['a repeated name keeps its first value', 'a=1; a=2', { a: '1' }],
  ])('%s', (_rule, header, expected) => {
    expect(Object.fromEntries(parseCookieHeader(header))).toEqual(expected)
  })

  it('returns a Map: __proto__ is a name like any other, toString reads nothing inherited', () => {
    expect(parseCookieHeader('__proto__=1').get('__proto__')).toBe('1')
    expect(parseCookieHeader('a=1').get('toString')).toBeUndefined()
  })
})
