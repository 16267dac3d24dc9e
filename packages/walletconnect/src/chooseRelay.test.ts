import { InvalidConfigurationError } from '@portico/core/internal'
import { describe, expect, test } from 'vitest'
import { chooseRelay, type RelayChoice, WALLETCONNECT_PUBLIC_RELAY_URL } from './chooseRelay.js'

const WC_PROJECT_ID = '0123456789abcdef0123456789ABCDEF'
const OPERATOR_RELAY = 'wss://relay.my.app'

describe('issue 19 "a relay choice: the operator\'s relay, WalletConnect\'s public relay, or the public relay for pairing with mainstream wallets while keeping everything else self-hosted"', () => {
  test.each<[string, Parameters<typeof chooseRelay>[0], RelayChoice]>([
    [
      '"without one, the operator\'s relay"',
      { relayUrl: OPERATOR_RELAY },
      {
        relay: 'operator',
        relayUrl: OPERATOR_RELAY,
        walletConnectProjectId: undefined,
        verify: false,
      },
    ],
    [
      '"the default must let a dApp\'s users pair MetaMask Mobile and the like when a WalletConnect project id is given": the public relay, nothing else of the cloud',
      { walletConnectProjectId: WC_PROJECT_ID, relayUrl: OPERATOR_RELAY },
      {
        relay: 'walletconnect-relay-only',
        relayUrl: WALLETCONNECT_PUBLIC_RELAY_URL,
        walletConnectProjectId: WC_PROJECT_ID,
        verify: false,
      },
    ],
    [
      'WalletConnect Cloud: the public relay and its Verify API',
      { relay: 'walletconnect', walletConnectProjectId: WC_PROJECT_ID },
      {
        relay: 'walletconnect',
        relayUrl: WALLETCONNECT_PUBLIC_RELAY_URL,
        walletConnectProjectId: WC_PROJECT_ID,
        verify: true,
      },
    ],
    [
      "the operator's relay chosen though a WalletConnect project id is given: Portico's project id goes to it",
      { relay: 'operator', relayUrl: 'ws://127.0.0.1:4001', walletConnectProjectId: WC_PROJECT_ID },
      {
        relay: 'operator',
        relayUrl: 'ws://127.0.0.1:4001',
        walletConnectProjectId: undefined,
        verify: false,
      },
    ],
  ])('%s', (_case, parameters, expected) => {
    expect(chooseRelay(parameters)).toEqual(expected)
  })

  test.each<[string, Parameters<typeof chooseRelay>[0], string]>([
    [
      'no relay at all',
      {},
      "give `relayUrl` (your relay) or `walletConnectProjectId` (WalletConnect's public relay)",
    ],
    [
      'an http URL',
      { relayUrl: 'https://relay.my.app' },
      '`relayUrl` must be a ws:// or wss:// URL',
    ],
    [
      'a public relay without a WalletConnect project id',
      { relay: 'walletconnect-relay-only', relayUrl: OPERATOR_RELAY },
      "relay 'walletconnect-relay-only' needs `walletConnectProjectId`",
    ],
    [
      "Portico's project id given as WalletConnect's",
      { walletConnectProjectId: 'portico-demo' },
      '`walletConnectProjectId` must be a WalletConnect Cloud project id (32 hexadecimal characters)',
    ],
    [
      'an unknown relay',
      { relay: 'reown' as never, walletConnectProjectId: WC_PROJECT_ID },
      'unknown `relay` "reown"',
    ],
  ])('%s: InvalidConfigurationError', (_case, parameters, message) => {
    expect(() => chooseRelay(parameters)).toThrow(InvalidConfigurationError)
    expect(() => chooseRelay(parameters)).toThrow(message)
  })
})
