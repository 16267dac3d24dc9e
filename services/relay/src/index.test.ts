import { describe, expect, it } from 'vitest'
import * as relay from './index.js'
import * as testing from './testing.js'

describe('@portico/relay exports', () => {
  it('the package entry', () => {
    expect(Object.keys(relay).sort()).toMatchInlineSnapshot(`
      [
        "CLOSE_CODES",
        "DEFAULT_LIMITS",
        "PING_INTERVAL_MS",
        "RELAY_ERRORS",
        "normalizeRelayUrl",
        "readRelayEnv",
        "serveRelay",
        "startRelay",
        "verifyClientJwt",
      ]
    `)
  })

  it('@portico/relay/testing', () => {
    expect(Object.keys(testing).sort()).toMatchInlineSnapshot(`
      [
        "startTestRelay",
      ]
    `)
  })
})
