import { describe, expect, it } from 'vitest'
import { ALERTS, AlertError, alertCodeFromHttpStatus } from './alerts.js'
import { ProjectIdNotConfiguredError } from './config.js'
import { PorticoError } from './PorticoError.js'

describe('ALERTS — spec §8 "Alerts"', () => {
  it.each([
    ['Network Not Found', 'NETWORK_NOT_FOUND', 'error'],
    ['Origin Not Allowed', 'ORIGIN_NOT_ALLOWED', 'error'],
    ['Network Error - Could not load embedded wallet', 'IFRAME_LOAD_FAILED', 'error'],
    ['Embedded Wallet Request Timed Out', 'IFRAME_REQUEST_TIMEOUT', 'error'],
    ['Unverified Domain', 'UNVERIFIED_DOMAIN', 'error'],
    ['Session Expired', 'SESSION_EXPIRED', 'error'],
    ['Invalid Project ID', 'INVALID_PROJECT_ID', 'error'],
    ['Project ID Not Configured', 'PROJECT_ID_NOT_CONFIGURED', 'error'],
    ['Server Error', 'SERVER_ERROR', 'error'],
    ['Rate Limited', 'RATE_LIMITED', 'error'],
    ['multi-wallet not enabled (info)', 'MULTI_WALLET_NOT_ENABLED', 'info'],
    ["Analytics 403 shows 'Invalid App Configuration' once", 'INVALID_APP_CONFIGURATION', 'error'],
  ] as const)('%s → %s (%s)', (rule, code, variant) => {
    const alert = ALERTS[code]
    expect(alert.code).toBe(code)
    expect(alert.variant).toBe(variant)
    expect(alert.message.length).toBeGreaterThan(0)
    // The spec's alert name is the title (case aside for the one it writes in lower case).
    expect(rule.toLowerCase()).toContain(alert.title.toLowerCase())
  })

  it('every alert is keyed by its own code, and the titles are the spec’s', () => {
    for (const [key, alert] of Object.entries(ALERTS)) expect(alert.code).toBe(key)
    expect(Object.values(ALERTS).map((alert) => alert.title)).toMatchInlineSnapshot(`
      [
        "Network Not Found",
        "Origin Not Allowed",
        "Network Error - Could not load embedded wallet",
        "Embedded Wallet Request Timed Out",
        "Unverified Domain",
        "Session Expired",
        "Invalid Project ID",
        "Project ID Not Configured",
        "Server Error",
        "Rate Limited",
        "Multi-Wallet Not Enabled",
        "Invalid App Configuration",
      ]
    `)
  })

  it.each([
    ['iframe_load_failed', 'IFRAME_LOAD_FAILED'],
    ['iframe_request_timeout', 'IFRAME_REQUEST_TIMEOUT'],
  ] as const)('"Frame timeouts report %s": the alert code in lower case', (report, code) => {
    expect(ALERTS[code].code.toLowerCase()).toBe(report)
  })

  it('AlertError carries the alert: title as shortMessage, message as details, code', () => {
    const error = new AlertError('RATE_LIMITED', { cause: new Error('429') })
    expect(error).toBeInstanceOf(PorticoError)
    expect(error.alert).toBe(ALERTS.RATE_LIMITED)
    expect(error.code).toBe('RATE_LIMITED')
    expect(error.message).toMatchInlineSnapshot(`
      "Rate Limited

      Details: The server received too many requests. Wait a moment and try again."
    `)
  })

  it("spec §5: a missing project id is the alert 'Project ID Not Configured'", () => {
    expect(ProjectIdNotConfiguredError.alert).toBe(ALERTS.PROJECT_ID_NOT_CONFIGURED.title)
    expect(new ProjectIdNotConfiguredError().code).toBe(ALERTS.PROJECT_ID_NOT_CONFIGURED.code)
  })
})

describe('alertCodeFromHttpStatus — spec §8 "Allowed-origins fetch"', () => {
  it.each([
    ['HTTP 429 becomes RATE_LIMITED', 429, 'RATE_LIMITED'],
    ['5xx becomes SERVER_ERROR', 500, 'SERVER_ERROR'],
    ['5xx becomes SERVER_ERROR', 503, 'SERVER_ERROR'],
    ['5xx becomes SERVER_ERROR', 599, 'SERVER_ERROR'],
    ['otherwise an empty list', 400, undefined],
    ['otherwise an empty list', 403, undefined],
    ['otherwise an empty list', 404, undefined],
    ['otherwise an empty list', 600, undefined],
  ])('%s (%i)', (_rule, status, code) => {
    expect(alertCodeFromHttpStatus(status)).toBe(code)
  })
})
