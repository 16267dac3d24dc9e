import { afterEach, describe, expect, it, vi } from 'vitest'
import { DEFAULT_SOCIALS } from '../config/options.js'
import { testInstance } from '../testing.js'

afterEach(() => vi.unstubAllGlobals())

describe('connectSocial', () => {
  it('spec §2 "Default socials: google, x, farcaster, discord, apple, github, facebook"', () => {
    expect(testInstance().getEnabledSocials()).toEqual(DEFAULT_SOCIALS)
  })

  it.each([
    ['ios', ['x', 'farcaster', 'discord', 'apple', 'github', 'facebook']],
    ['macos', ['google', 'farcaster', 'discord', 'apple', 'github', 'facebook']],
    ['android', ['google', 'farcaster', 'discord', 'apple', 'github']],
  ])('spec §2 "Telegram platform rules remove some socials" — %s', (platform, expected) => {
    vi.stubGlobal('Telegram', { WebApp: { platform } })
    expect(testInstance().getEnabledSocials()).toEqual(expected)
  })

  it('socials off: none offered, and a provider asked for anyway fails to start', async () => {
    const portico = testInstance({ features: { socials: false } })
    expect(portico.getEnabledSocials()).toEqual([])
    await expect(portico.connectSocial({ provider: 'google' })).rejects.toMatchObject({
      shortMessage: 'Failed to initiate social connection',
    })
  })

  it('an enabled provider reaches the embedded wallet, which reports what is missing', async () => {
    await expect(testInstance().connectSocial({ provider: 'github' })).rejects.toMatchObject({
      shortMessage: 'Embedded wallet not configured',
    })
    await expect(
      testInstance({ embeddedWalletUrl: 'http://127.0.0.1:4002' }).connectSocial({
        provider: 'github',
      }),
    ).rejects.toMatchObject({ shortMessage: 'Unable to load email login dependency' })
  })
})
