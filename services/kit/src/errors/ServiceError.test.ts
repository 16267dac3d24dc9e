import { describe, expect, it } from 'vitest'
import { HTTP_ERRORS, ServiceError } from './ServiceError.js'

const TABLE = { ...HTTP_ERRORS, TEAPOT: { statusCode: 418, message: "I'm a teapot" } } as const

class TestError extends ServiceError<keyof typeof TABLE> {
  override name = 'TestError'
  constructor(code: keyof typeof TABLE, options?: ConstructorParameters<typeof ServiceError>[2]) {
    super(TABLE, code, options)
  }
}

describe('ServiceError: "Services answer errors in one JSON shape { error: { code, message, details? } }"', () => {
  it.each([
    [
      'the code’s status and message',
      new TestError('TEAPOT'),
      418,
      { error: { code: 'TEAPOT', message: "I'm a teapot" } },
    ],
    [
      'details when given',
      new TestError('RATE_LIMITED', { details: { retryAfterS: 3 } }),
      429,
      { error: { code: 'RATE_LIMITED', message: 'Rate Limited', details: { retryAfterS: 3 } } },
    ],
    [
      'a message that replaces the standard one',
      new TestError('NOT_FOUND', { message: 'No such wallet' }),
      404,
      { error: { code: 'NOT_FOUND', message: 'No such wallet' } },
    ],
  ])('%s', (_rule, error, status, body) => {
    expect(error.statusCode).toBe(status)
    expect(error.toBody()).toEqual(body)
  })

  it('keeps its subclass’s name, headers and cause', () => {
    const cause = new Error('inner')
    const error = new TestError('RATE_LIMITED', { headers: { 'retry-after': '3' }, cause })
    expect([error.name, error.headers, error.cause, error instanceof ServiceError]).toEqual([
      'TestError',
      { 'retry-after': '3' },
      cause,
      true,
    ])
    expect(new TestError('SERVER_ERROR').headers).toEqual({})
  })
})
