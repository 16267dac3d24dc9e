import { describe, expect, it } from 'vitest'
import { SignMessageNotSupportedError, SiwxMessageTextMissingError } from './errors.js'

describe('SIWX signing errors', () => {
  it.each([
    [
      new SiwxMessageTextMissingError(),
      'The sign-in message has no text (serializedMessage) to sign',
    ],
    [new SignMessageNotSupportedError('injected'), "The connector 'injected' cannot sign messages"],
  ])('%s', (error, message) => {
    expect(error.shortMessage).toBe(message)
  })
})
