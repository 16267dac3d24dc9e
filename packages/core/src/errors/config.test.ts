import { describe, expect, it } from 'vitest'
import { InvalidConfigurationError, ProjectIdNotConfiguredError } from './config.js'

describe('configuration errors — spec §1, §5', () => {
  it.each([
    [
      "§5 'Project id required, else alert project id not configured'",
      () => new ProjectIdNotConfiguredError(),
      'project id not configured',
      'PROJECT_ID_NOT_CONFIGURED',
    ],
    [
      '§1 "A sign-in-with-wallet configuration and a SIWX option cannot both be set"',
      () => new InvalidConfigurationError('siwe and siwx are both set'),
      'Invalid configuration',
      'INVALID_CONFIGURATION',
    ],
  ])('%s', (_rule, create, shortMessage, code) => {
    const error = create()
    expect(error.shortMessage).toBe(shortMessage)
    expect(error.code).toBe(code)
  })

  it('says what is inconsistent', () => {
    expect(
      new InvalidConfigurationError('siwe and siwx are both set').message,
    ).toMatchInlineSnapshot(`
      "Invalid configuration

      Details: siwe and siwx are both set"
    `)
  })
})
