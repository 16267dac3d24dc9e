import { describe, expect, it } from 'vitest'
import {
  AddressOrAuthConnectorNotFoundError,
  AuthConnectorNotFoundError,
  ConnectorNotFoundError,
  FailedToDisconnectChainsError,
  FarcasterConnectionError,
  InvalidConnectionStatusError,
  NoActiveCaipAddressError,
  NotConnectedToEmailOrSocialError,
  PopupClosedError,
  SocialConnectionInitError,
} from './connection.js'
import { PorticoError } from './PorticoError.js'

describe('connection errors — spec §8 "Connection"', () => {
  it.each([
    ["'Popup closed'", () => new PopupClosedError(), 'Popup closed'],
    [
      "'Failed to connect to farcaster'",
      () => new FarcasterConnectionError(),
      'Failed to connect to farcaster',
    ],
    [
      "'Failed to initiate social connection'",
      () => new SocialConnectionInitError(),
      'Failed to initiate social connection',
    ],
    [
      "'No auth connector found'",
      () => new AuthConnectorNotFoundError(),
      'No auth connector found',
    ],
    [
      "'Not connected to email or social'",
      () => new NotConnectedToEmailOrSocialError(),
      'Not connected to email or social',
    ],
    [
      "'Invalid connection status'",
      () => new InvalidConnectionStatusError('paused'),
      'Invalid connection status',
    ],
    [
      "'No ActiveCaipAddress found'",
      () => new NoActiveCaipAddressError(),
      'No ActiveCaipAddress found',
    ],
    [
      "'Address or auth connector not found'",
      () => new AddressOrAuthConnectorNotFoundError(),
      'Address or auth connector not found',
    ],
    [
      "'Failed to connect' when the connector is gone",
      () => new ConnectorNotFoundError('io.metamask'),
      'Failed to connect',
    ],
  ])('%s', (_rule, create, shortMessage) => {
    const error = create()
    expect(error).toBeInstanceOf(PorticoError)
    expect(error.shortMessage).toBe(shortMessage)
  })

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
