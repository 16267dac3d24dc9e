import { describe, expect, it } from 'vitest'
import type { RemoteFeatures } from './fetchRemoteConfig.js'
import { LOCAL_CONFIGURATION_IGNORED, mergeFeatures } from './mergeFeatures.js'
import {
  DEFAULT_FEATURES,
  DEFAULT_SOCIALS,
  type FeatureToggle,
  type ResolvedFeatures,
} from './options.js'

const local = (overrides: Partial<ResolvedFeatures> = {}): ResolvedFeatures => ({
  ...DEFAULT_FEATURES,
  ...overrides,
})

describe('mergeFeatures — spec §1 "remote configuration overrides local"', () => {
  it.each<[string, Partial<ResolvedFeatures>, RemoteFeatures, Partial<ResolvedFeatures>]>([
    ['a remote toggle overrides a default', {}, { swaps: false }, { swaps: false }],
    [
      'a remote toggle overrides a local one',
      { onramp: false },
      { onramp: true },
      { onramp: true },
    ],
    [
      'what remote does not mention stays local',
      { send: false },
      { swaps: false },
      { send: false, swaps: false },
    ],
    ['remote multiWallet on', {}, { multiWallet: true }, { multiWallet: true }],
    ['remote socials list', {}, { socials: ['github'] }, { socials: ['github'] }],
    ['remote socials off', {}, { socials: false }, { socials: false }],
    ['remote socials: an empty list is off', {}, { socials: [] }, { socials: false }],
    [
      'remote socials on without a list keeps the local list',
      { socials: ['x'] },
      { socials: true },
      { socials: ['x'] },
    ],
    [
      'remote socials on without a list, local off: the default socials',
      { socials: false },
      { socials: true },
      { socials: DEFAULT_SOCIALS },
    ],
    [
      'the orders are never remote',
      {},
      { swaps: true },
      { connectMethodsOrder: ['email', 'social', 'wallet'] },
    ],
  ])('%s', (_rule, localOverrides, remote, expected) => {
    const { features, warning } = mergeFeatures({ local: local(localOverrides), remote })
    expect(features).toMatchObject(expected)
    expect(warning).toBeUndefined()
    expect(Object.isFrozen(features)).toBe(true)
  })
})

describe('mergeFeatures — spec §1 "a warning \'Local configuration ignored\' is shown when it does"', () => {
  it.each<
    [
      string,
      Partial<ResolvedFeatures>,
      FeatureToggle[],
      RemoteFeatures,
      FeatureToggle[] | undefined,
    ]
  >([
    ['an explicit value remote changes', { swaps: true }, ['swaps'], { swaps: false }, ['swaps']],
    [
      'an explicit value remote confirms: no warning',
      { swaps: false },
      ['swaps'],
      { swaps: false },
      undefined,
    ],
    [
      'a default (not explicit) remote changes: no warning',
      {},
      [],
      { swaps: false, email: false },
      undefined,
    ],
    [
      'only the explicit ones are listed',
      { send: true, swaps: true },
      ['send'],
      { send: false, swaps: false },
      ['send'],
    ],
    [
      'several, in toggle order',
      { email: true, receive: true },
      ['receive', 'email'],
      { email: false, receive: false },
      ['receive', 'email'],
    ],
    [
      'an explicit socials list remote changes',
      { socials: ['x'] },
      ['socials'],
      { socials: ['google'] },
      ['socials'],
    ],
    [
      'an explicit socials list in another order is a change',
      { socials: ['x', 'google'] },
      ['socials'],
      { socials: ['google', 'x'] },
      ['socials'],
    ],
    [
      'an explicit socials list remote confirms',
      { socials: ['x'] },
      ['socials'],
      { socials: ['x'] },
      undefined,
    ],
    [
      'an explicit socials list, remote just "on"',
      { socials: ['x'] },
      ['socials'],
      { socials: true },
      undefined,
    ],
    [
      'explicit socials off, remote on',
      { socials: false },
      ['socials'],
      { socials: true },
      ['socials'],
    ],
  ])('%s', (_rule, localOverrides, explicit, remote, keys) => {
    const { warning } = mergeFeatures({ local: local(localOverrides), remote, explicit })
    expect(warning).toEqual(keys && { message: 'Local configuration ignored', keys })
  })

  it('the exact text', () => {
    expect(LOCAL_CONFIGURATION_IGNORED).toBe('Local configuration ignored')
  })
})

describe('mergeFeatures — spec §1 "When pay mode is on, email and socials are off" (after merging)', () => {
  it.each<[string, RemoteFeatures, FeatureToggle[]]>([
    ['remote email and socials on: still off', { email: true, socials: ['google'] }, []],
    ['remote socials on without list: still off', { socials: true }, []],
    [
      'explicit email off, remote on: off, and no warning (nothing local was ignored)',
      { email: true },
      ['email'],
    ],
  ])('%s', (_rule, remote, explicit) => {
    const { features, warning } = mergeFeatures({
      local: local({ email: false, socials: false }),
      remote,
      explicit,
      payMode: true,
    })
    expect([features.email, features.socials, warning]).toEqual([false, false, undefined])
  })

  it('pay mode leaves the other toggles to remote', () => {
    const { features } = mergeFeatures({ local: local(), remote: { swaps: false }, payMode: true })
    expect([features.swaps, features.email, features.socials]).toEqual([false, false, false])
  })
})
