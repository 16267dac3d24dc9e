import { describe, expect, it } from 'vitest'
import { idKey, readRawId } from './readRawId.js'

describe('readRawId: "Request ids … echo them byte for byte (do not round-trip through a JS number)"', () => {
  it.each([
    [
      'a 19-digit number first',
      '{"id":1761234567890123456,"jsonrpc":"2.0"}',
      '1761234567890123456',
    ],
    ['a 19-digit string', '{"id":"1761234567890123456","jsonrpc":"2.0"}', '"1761234567890123456"'],
    [
      'the id after other members',
      '{"jsonrpc":"2.0","method":"m","params":{"id":"inner"},"id":42}',
      '42',
    ],
    ['nested ids are not the id', '{"params":{"id":1,"list":[{"id":2}]},"id":3}', '3'],
    [
      'strings holding quotes, braces and escapes',
      '{"a":"x\\"}{[\\\\","id":"q\\"uote"}',
      '"q\\"uote"',
    ],
    [
      'whitespace around',
      ' { "jsonrpc" : "2.0" , "id" :\t9007199254740993 \n}',
      '9007199254740993',
    ],
    ['null', '{"id":null}', 'null'],
    ['an exponent kept as written', '{"id":1e3}', '1e3'],
    ['no id', '{"jsonrpc":"2.0","method":"m"}', undefined],
    ['not an object', '[1,2]', undefined],
    ['a key that only starts like id', '{"idx":1}', undefined],
  ])('%s', (_name, text, expected) => {
    expect(readRawId(text)).toBe(expected)
  })
})

describe('idKey: one id whatever its JSON form', () => {
  it.each([
    ['1761234567890123456', '1761234567890123456'],
    ['"1761234567890123456"', '1761234567890123456'],
    ['"1761234567890123456n"', '1761234567890123456'],
    ['"abc"', 'abc'],
  ])('%s → %s', (raw, key) => {
    expect(idKey(raw)).toBe(key)
  })
})
