import { describe, expect, it } from 'vitest'
import { ALERTS } from '../errors/alerts.js'
import { HttpStatusError } from '../http/errors.js'
import { AllowedOriginsFetchError, configAlert, InvalidRemoteConfigError } from './errors.js'

describe('config errors', () => {
  it.each([
    ['§8 "HTTP 429 becomes RATE_LIMITED"', 429, 'RATE_LIMITED'],
    ['§8 "5xx becomes SERVER_ERROR"', 503, 'SERVER_ERROR'],
  ] as const)('%s', (_rule, status, code) => {
    const error = new AllowedOriginsFetchError(code, { cause: new HttpStatusError(status) })
    expect([error.name, error.code, error.shortMessage, error.alert]).toEqual([
      'AllowedOriginsFetchError',
      code,
      ALERTS[code].title,
      ALERTS[code],
    ])
    expect((error.cause as HttpStatusError).status).toBe(status)
  })

  it.each([
    ['ORIGIN_NOT_ALLOWED', 'Origin Not Allowed'],
    ['RATE_LIMITED', 'Rate Limited'],
    ['SERVER_ERROR', 'Server Error'],
  ] as const)('§8 alert %s is titled %j, with its own message when given', (code, title) => {
    expect(configAlert(code)).toMatchObject({ code, title, message: ALERTS[code].message })
    expect(configAlert(code, 'here').message).toBe('here')
  })

  it('an invalid remote configuration', () => {
    expect(new InvalidRemoteConfigError({ details: 'why' })).toMatchInlineSnapshot(`
      [InvalidRemoteConfigError: Invalid remote configuration

      Details: why]
    `)
  })
})
