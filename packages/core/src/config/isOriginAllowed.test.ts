import { describe, expect, it } from 'vitest'
import { isOriginAllowed } from './isOriginAllowed.js'

describe('isOriginAllowed — spec §5 "Origin allow-list supports wildcard patterns"', () => {
  it.each<[string, string, string]>([
    ['an exact origin', 'https://app.example.com', 'https://app.example.com'],
    [
      'the default port is the same origin',
      'https://app.example.com:443',
      'https://app.example.com',
    ],
    ['…also written in the pattern', 'https://app.example.com', 'https://app.example.com:443'],
    ['host case does not matter', 'https://APP.Example.com', 'https://app.example.COM'],
    [
      'a trailing slash in the pattern is fine',
      'https://app.example.com',
      'https://app.example.com/',
    ],
    ['spaces around a pattern are ignored', 'https://app.example.com', ' https://app.example.com '],
    ['an explicit port', 'http://127.0.0.1:5173', 'http://127.0.0.1:5173'],
    ['*.example.com: one subdomain label', 'https://app.example.com', 'https://*.example.com'],
    ['*.example.com: several labels', 'https://a.b.example.com', 'https://*.example.com'],
    ['*.example.com: punycode label', 'https://xn--bcher-kva.example.com', 'https://*.example.com'],
    [
      'an IDN pattern matches its punycode origin',
      'https://xn--bcher-kva.example',
      'https://bücher.example',
    ],
    ['*.example.com with a port', 'https://app.example.com:8443', 'https://*.example.com:8443'],
    ['http://localhost:* — any port', 'http://localhost:5173', 'http://localhost:*'],
    ['http://localhost:* — the default port too', 'http://localhost', 'http://localhost:*'],
    [
      'a port wildcard on a wildcard host',
      'https://pr-1.preview.example.com:3000',
      'https://*.preview.example.com:*',
    ],
    ['*.localhost', 'http://app.localhost:3000', 'http://*.localhost:3000'],
    ['IPv6 loopback', 'http://[::1]:3000', 'http://[::1]:*'],
    ['* alone allows every origin (development)', 'https://anything.test', '*'],
    ['a non-http scheme, exactly', 'chrome-extension://abcdef', 'chrome-extension://abcdef'],
  ])('allows: %s (%s on %s)', (_rule, origin, pattern) => {
    expect(isOriginAllowed(origin, [pattern])).toBe(true)
  })

  it.each<[string, string, string]>([
    [
      '*.example.com does not match example.com itself',
      'https://example.com',
      'https://*.example.com',
    ],
    ['…nor evil-example.com', 'https://evil-example.com', 'https://*.example.com'],
    ['…nor evilexample.com', 'https://evilexample.com', 'https://*.example.com'],
    ['…nor example.com.evil.org', 'https://example.com.evil.org', 'https://*.example.com'],
    ['…nor app.example.com.evil.org', 'https://app.example.com.evil.org', 'https://*.example.com'],
    ['…nor another scheme', 'http://app.example.com', 'https://*.example.com'],
    ['…nor another port', 'https://app.example.com:8443', 'https://*.example.com'],
    ['…nor an empty label', 'https://.example.com', 'https://*.example.com'],
    ['…nor a literal * label', 'https://*.example.com', 'https://*.example.com'],
    ['…nor a userinfo trick', 'https://app.example.com@evil.org', 'https://*.example.com'],
    ['…nor a percent-encoded dot', 'https://example.com%2eevil.org', 'https://*.example.com'],
    ['a lookalike (Cyrillic а) host', 'https://exаmple.com', 'https://example.com'],
    ['exact: another scheme', 'http://app.example.com', 'https://app.example.com'],
    ['exact: another port', 'https://app.example.com:8443', 'https://app.example.com'],
    ['exact: a subdomain', 'https://evil.app.example.com', 'https://app.example.com'],
    ['exact: a longer host', 'https://app.example.com.evil.org', 'https://app.example.com'],
    ['exact: a trailing-dot host', 'https://app.example.com.', 'https://app.example.com'],
    [
      'localhost:* does not admit another host',
      'http://localhost.evil.org:80',
      'http://localhost:*',
    ],
    ['localhost:* does not admit https', 'https://localhost:3000', 'http://localhost:*'],
    ['*.com admits nothing (a whole top-level domain)', 'https://evil.com', 'https://*.com'],
    [
      'a wildcard inside a label is not supported',
      'https://app-1.example.com',
      'https://app-*.example.com',
    ],
    ['a wildcard at the end is not supported', 'https://example.org', 'https://example.*'],
    ['a scheme wildcard is not supported', 'https://app.example.com', '*://app.example.com'],
    ['a bare host wildcard is not supported', 'https://app.example.com', 'https://*'],
    ['a pattern without scheme matches nothing', 'https://app.example.com', 'app.example.com'],
    [
      'a pattern with a path matches nothing',
      'https://app.example.com',
      'https://app.example.com/x',
    ],
    [
      'a pattern with a query matches nothing',
      'https://app.example.com',
      'https://app.example.com?a',
    ],
    [
      'a pattern with a bad port matches nothing',
      'https://app.example.com',
      'https://app.example.com:99999',
    ],
    ['a wildcard over an IP matches nothing', 'http://10.0.0.1', 'http://*.0.0.1'],
    ['an empty pattern', 'https://app.example.com', ''],
    ['the opaque origin null, even with *', 'null', '*'],
    ['an origin with a path', 'https://app.example.com/path', 'https://app.example.com'],
    ['an origin with a query', 'https://app.example.com/?q', 'https://app.example.com'],
    ['an origin with a fragment', 'https://app.example.com/#f', 'https://app.example.com'],
    ['an origin with credentials', 'https://u:p@app.example.com', 'https://app.example.com'],
    ['not a URL at all', 'app.example.com', 'https://app.example.com'],
  ])('refuses: %s (%s on %s)', (_rule, origin, pattern) => {
    expect(isOriginAllowed(origin, [pattern])).toBe(false)
  })

  it('an empty allow-list allows nothing', () => {
    expect(isOriginAllowed('https://app.example.com', [])).toBe(false)
  })

  it('one matching pattern among others is enough; junk entries are skipped', () => {
    const patterns = [1, 'https://*.com', 'https://other.org', 'https://*.example.com'] as never
    expect(isOriginAllowed('https://app.example.com', patterns)).toBe(true)
  })

  it('a non-string origin is never allowed', () => {
    expect(isOriginAllowed(undefined as never, ['*'])).toBe(false)
  })
})
