import { describe, expect, it } from 'vitest'
import { HttpStatusError } from '../http/errors.js'
import {
  AllowedOriginsFetchError,
  CONFIG_ALERT_TITLES,
  InvalidRemoteConfigError,
} from './errors.js'

describe('config errors', () => {
  it.each([
    ['§8 "HTTP 429 becomes RATE_LIMITED"', 429, 'RATE_LIMITED'],
    ['§8 "5xx becomes SERVER_ERROR"', 503, 'SERVER_ERROR'],
  ] as const)('%s', (_rule, status, code) => {
    const error = new AllowedOriginsFetchError(code, { cause: new HttpStatusError(status) })
    expect([error.name, error.code, error.shortMessage, error.message]).toEqual([
      'AllowedOriginsFetchError',
      code,
      CONFIG_ALERT_TITLES[code],
      `${CONFIG_ALERT_TITLES[code]}\n\nDetails: HTTP status code: ${status}`,
    ])
  })

  it('§8 alert titles, word for word', () => {
    expect(CONFIG_ALERT_TITLES).toMatchInlineSnapshot(`
      {
        "ORIGIN_NOT_ALLOWED": "Origin Not Allowed",
        "RATE_LIMITED": "Rate Limited",
        "SERVER_ERROR": "Server Error",
      }
    `)
  })

  it('an invalid remote configuration', () => {
    expect(new InvalidRemoteConfigError({ details: 'why' })).toMatchInlineSnapshot(`
      [InvalidRemoteConfigError: Invalid remote configuration

      Details: why]
    `)
  })
})
