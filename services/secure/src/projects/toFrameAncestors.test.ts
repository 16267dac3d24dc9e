/** "Origin allow-list supports wildcard patterns" (spec §5) written as CSP frame-ancestors sources. */
import { describe, expect, it } from 'vitest'
import { toFrameAncestors } from './toFrameAncestors.js'

describe('toFrameAncestors', () => {
  it.each([
    ['one origin', ['https://app.example.com'], 'https://app.example.com'],
    ['a subdomain wildcard', ['https://*.example.com'], 'https://*.example.com'],
    ['any port', ['http://localhost:*'], 'http://localhost:*'],
    ['an IP with a port', ['http://127.0.0.1:5173'], 'http://127.0.0.1:5173'],
    ['everything', ['*'], '*'],
    ['a trailing slash and upper case', ['HTTPS://App.Example.com/'], 'https://app.example.com'],
    [
      'several, duplicates once',
      ['https://a.example', 'https://b.example', 'https://a.example'],
      'https://a.example https://b.example',
    ],
    ['nothing', [], "'none'"],
    [
      'a pattern that could inject a directive',
      ["https://a.example; script-src 'unsafe-inline'"],
      "'none'",
    ],
    ['a quoted keyword', ["'self'"], "'none'"],
    ['a path', ['https://a.example/path'], "'none'"],
    ['another scheme', ['javascript://x'], "'none'"],
    ['an IPv6 literal (no CSP form)', ['http://[::1]:5173'], "'none'"],
    [
      'a bad one beside a good one',
      ['https://good.example', 'https://bad example'],
      'https://good.example',
    ],
  ])('%s', (_name, patterns, expected) => {
    expect(toFrameAncestors(patterns)).toBe(expected)
  })
})
