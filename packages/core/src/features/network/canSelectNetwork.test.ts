import { describe, expect, it } from 'vitest'
import { createFakeAdapter, testInstance, testNetwork } from '../../testing/index.js'

const A = testNetwork(31337)
const B = testNetwork(31338)
const SOL = testNetwork('devnet', 'solana')

describe('which networks the Networks view offers', () => {
  it.each([
    ['the active network, always', A, {}, true],
    ['another network of a namespace an adapter serves', B, {}, true],
    ['a namespace no adapter serves is shown disabled', SOL, {}, false],
    ['network switching disabled: only the active one', B, { enableNetworkSwitch: false }, false],
    ['network switching disabled: the active one stays', A, { enableNetworkSwitch: false }, true],
  ] as const)('%s', (_rule, network, options, expected) => {
    const portico = testInstance({
      networks: [A, B, SOL],
      adapters: [createFakeAdapter('eip155', []).adapter],
      ...options,
    })
    expect(portico.network.canSelect({ network })).toBe(expected)
  })
})
