import { describe, expect, it } from 'vitest'
import { applyTelegramSocialRules } from './applyTelegramSocialRules.js'
import type { TelegramPlatform } from './detectTelegramPlatform.js'
import { DEFAULT_SOCIALS } from './options.js'

describe('applyTelegramSocialRules — spec §2 "Telegram platform rules remove some socials"', () => {
  it.each<[string, TelegramPlatform | undefined, string[]]>([
    ['"iOS removes google"', 'ios', ['x', 'farcaster', 'discord', 'apple', 'github', 'facebook']],
    ['"Mac removes x"', 'macos', ['google', 'farcaster', 'discord', 'apple', 'github', 'facebook']],
    [
      '"Android removes facebook and x"',
      'android',
      ['google', 'farcaster', 'discord', 'apple', 'github'],
    ],
    ['another Telegram client removes nothing', 'other', [...DEFAULT_SOCIALS]],
    ['outside Telegram nothing is removed', undefined, [...DEFAULT_SOCIALS]],
  ])('%s', (_rule, platform, expected) => {
    expect(applyTelegramSocialRules({ socials: DEFAULT_SOCIALS, platform })).toEqual(expected)
  })

  it.each<
    [string, false | readonly ('google' | 'x' | 'facebook' | 'github')[], TelegramPlatform, unknown]
  >([
    ['the dApp order is kept', ['github', 'x', 'google'], 'ios', ['github', 'x']],
    ['socials off stay off', false, 'android', false],
    ['nothing left is off (false), never []', ['facebook', 'x'], 'android', false],
    ['only google on iOS: off', ['google'], 'ios', false],
  ])('%s', (_rule, socials, platform, expected) => {
    expect(applyTelegramSocialRules({ socials, platform })).toEqual(expected)
  })
})
