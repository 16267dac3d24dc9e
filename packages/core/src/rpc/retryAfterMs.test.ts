import { describe, expect, it } from 'vitest'
import { HttpRequestError, HttpStatusError } from '../http/errors.js'
import { parseRetryAfterMs, retryAfterMs } from './retryAfterMs.js'

const NOW = Date.parse('2025-01-01T00:00:00Z')

describe('parseRetryAfterMs — spec §8 "honouring Retry-After"', () => {
  it.each([
    ['delay-seconds', '2', 2_000],
    ['delay-seconds, fractional', '0.5', 500],
    ['zero', '0', 0],
    ['an HTTP-date 3 s ahead', 'Wed, 01 Jan 2025 00:00:03 GMT', 3_000],
    ['an HTTP-date already past: no wait', 'Tue, 31 Dec 2024 23:59:00 GMT', 0],
    ['negative seconds: no wait', '-5', 0],
    ['unreadable', 'soon', undefined],
    ['empty', '', undefined],
    ['absent', null, undefined],
  ])('%s (%s) → %s ms', (_case, header, ms) => {
    expect(parseRetryAfterMs(header, NOW)).toBe(ms)
  })
})

describe('retryAfterMs — the Retry-After of a failed request, wherever the error carries it', () => {
  it.each([
    ["core's HttpStatusError (retryAfterS)", new HttpStatusError(429, { retryAfterS: 4 }), 4_000],
    [
      "viem's HttpRequestError (a Headers)",
      Object.assign(new Error('HTTP request failed.'), {
        status: 429,
        headers: new Headers({ 'Retry-After': '7' }),
      }),
      7_000,
    ],
    [
      "@solana/kit's HTTP transport error (context.headers, a plain object)",
      Object.assign(new Error('HTTP error (429)'), {
        context: { statusCode: 429, headers: { 'retry-after': '3' } },
      }),
      3_000,
    ],
    [
      'deeper in the cause chain',
      new HttpRequestError({ cause: new HttpStatusError(503, { retryAfterS: 1 }) }),
      1_000,
    ],
    ['none sent', new HttpStatusError(503), undefined],
    [
      'headers without Retry-After',
      Object.assign(new Error('x'), { headers: new Headers({ 'content-type': 'text/plain' }) }),
      undefined,
    ],
    ['not an error', undefined, undefined],
  ])('%s → %s ms', (_case, error, ms) => {
    expect(retryAfterMs(error, NOW)).toBe(ms)
  })
})
