import { describe, expect, it } from 'vitest'
import { type SerializeCookieParameters, serializeCookie } from './serializeCookie.js'

const base: SerializeCookieParameters = {
  name: 'portico.connector_id',
  value: 'io.metamask',
  maxAgeS: 60,
  path: '/',
  secure: false,
}

describe('serializeCookie', () => {
  it.each([
    ['a plain value', base, 'portico.connector_id=io.metamask; Path=/; Max-Age=60; SameSite=Lax'],
    [
      "';', ',' and spaces are percent-encoded, so they cannot end the value or add an attribute",
      { ...base, value: 'a; Domain=evil.example, b' },
      'portico.connector_id=a%3B%20Domain%3Devil.example%2C%20b; Path=/; Max-Age=60; SameSite=Lax',
    ],
    [
      'JSON is percent-encoded',
      { ...base, value: '{"a":"b"}' },
      'portico.connector_id=%7B%22a%22%3A%22b%22%7D; Path=/; Max-Age=60; SameSite=Lax',
    ],
    [
      'Max-Age=0 deletes the cookie',
      { ...base, value: '', maxAgeS: 0 },
      'portico.connector_id=; Path=/; Max-Age=0; SameSite=Lax',
    ],
    [
      'a domain and Secure (https pages)',
      { ...base, domain: 'example.org', secure: true },
      'portico.connector_id=io.metamask; Path=/; Max-Age=60; Domain=example.org; SameSite=Lax; Secure',
    ],
  ])('%s', (_rule, parameters, expected) => {
    expect(serializeCookie(parameters)).toBe(expected)
  })
})
