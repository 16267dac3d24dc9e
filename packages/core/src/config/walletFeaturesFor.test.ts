import { describe, expect, it } from 'vitest'
import { DEFAULT_FEATURES, type ResolvedFeatures } from './options.js'
import { walletFeaturesFor } from './walletFeaturesFor.js'

const features = (overrides: Partial<ResolvedFeatures>) => ({ ...DEFAULT_FEATURES, ...overrides })

describe('wallet features of the Account view', () => {
  it.each([
    [
      "'Default wallet feature order: onramp, swaps, receive, send' (spec §2)",
      features({}),
      'eip155',
      ['onramp', 'swaps', 'receive', 'send'],
    ],
    [
      'a feature turned off is not shown',
      features({ swaps: false, send: false }),
      'eip155',
      ['onramp', 'receive'],
    ],
    [
      'a dApp order is followed',
      features({ walletFeaturesOrder: ['send', 'receive', 'swaps', 'onramp'] }),
      'eip155',
      ['send', 'receive', 'swaps', 'onramp'],
    ],
    [
      "Solana: 'Balance, send and on-ramp: EVM and Solana' (spec §9); no swaps",
      features({}),
      'solana',
      ['onramp', 'receive', 'send'],
    ],
    ['Bitcoin: receive only', features({}), 'bip122', ['receive']],
  ] as const)('%s', (_rule, resolved, namespace, expected) => {
    expect(walletFeaturesFor({ features: resolved, namespace })).toEqual(expected)
  })
})
