import { describe, expect, it } from 'vitest'
import { isBalanceSupported } from './isBalanceSupported.js'

const RULE = 'spec §5: Balances are shown only for supported non-testnet chains'
const SUPPORTED = ['eip155:1', 'eip155:31337', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp']

describe('isBalanceSupported', () => {
  it.each([
    [RULE, 'supported mainnet', { caipNetworkId: 'eip155:1', testnet: false }, true],
    [RULE, 'supported, testnet flag absent', { caipNetworkId: 'eip155:1' }, true],
    [
      RULE,
      'supported Solana',
      { caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', testnet: undefined },
      true,
    ],
    [RULE, 'supported but a testnet', { caipNetworkId: 'eip155:31337', testnet: true }, false],
    [RULE, 'not supported', { caipNetworkId: 'eip155:10', testnet: false }, false],
    [RULE, 'no active network', undefined, false],
  ] as const)('%s — %s', (_rule, _case, network, expected) => {
    expect(
      isBalanceSupported({
        network: network as Parameters<typeof isBalanceSupported>[0]['network'],
        supportedChainIds: SUPPORTED,
      }),
    ).toBe(expected)
  })
})
