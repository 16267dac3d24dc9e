import { describe, expect, it } from 'vitest'
import { PopupClosedError } from '../social/errors.js'
import { FailedToDisconnectChainsError, InvalidConnectionStatusError } from './errors.js'

// Each message of spec §8 is checked once, in catalogue.test.ts; here, what the classes do besides.
describe('connection errors — spec §8 "Connection"', () => {
  it.each([
    ['an Error', new Error('wallet timed out'), 'Failed to disconnect chains: wallet timed out'],
    [
      'a Portico error (its short message, not its details)',
      new PopupClosedError({ details: 'closed by user' }),
      'Failed to disconnect chains: Popup closed',
    ],
    ['a thrown string', 'socket gone', 'Failed to disconnect chains: socket gone'],
  ])(
    "'Failed to disconnect chains: {message}' takes the message of %s",
    (_kind, cause, message) => {
      const error = new FailedToDisconnectChainsError({ cause })
      expect(error.shortMessage).toBe(message)
      expect(error.cause).toBe(cause)
    },
  )

  it("spec §4: any status but connected, active, disconnected is 'Invalid connection status'", () => {
    const error = new InvalidConnectionStatusError('paused')
    expect(error.status).toBe('paused')
    expect(error.message).toMatchInlineSnapshot(`
      "Invalid connection status

      Details: Status: paused"
    `)
  })
})
