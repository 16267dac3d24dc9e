import { describe, expect, it } from 'vitest'
import { detectTelegramPlatform, type TelegramPlatform } from './detectTelegramPlatform.js'

describe('detectTelegramPlatform — reads window.Telegram?.WebApp?.platform safely', () => {
  const withPlatform = (platform: unknown) => ({ Telegram: { WebApp: { platform } } })
  it.each<[string, unknown, TelegramPlatform | undefined]>([
    ['iOS client', withPlatform('ios'), 'ios'],
    ['macOS client', withPlatform('macos'), 'macos'],
    ['Android client', withPlatform('android'), 'android'],
    ['Telegram X for Android counts as Android', withPlatform('android_x'), 'android'],
    ['desktop client: other', withPlatform('tdesktop'), 'other'],
    ['web client: other', withPlatform('weba'), 'other'],
    [
      "the script outside Telegram says 'unknown': not Telegram",
      withPlatform('unknown'),
      undefined,
    ],
    ['empty platform', withPlatform(''), undefined],
    ['platform not a string', withPlatform(7), undefined],
    ['no WebApp', { Telegram: {} }, undefined],
    ['no Telegram', {}, undefined],
    ['no global object (server)', undefined, undefined],
    ['null global object', null, undefined],
    [
      'a getter that throws',
      {
        get Telegram() {
          throw new Error('blocked')
        },
      },
      undefined,
    ],
  ])('%s', (_case, globalObject, expected) => {
    expect(detectTelegramPlatform(globalObject)).toBe(expected)
  })

  it('defaults to globalThis, read at call time (Node: outside Telegram)', () => {
    expect(detectTelegramPlatform()).toBeUndefined()
    const g = globalThis as { Telegram?: unknown }
    g.Telegram = { WebApp: { platform: 'ios' } }
    try {
      expect(detectTelegramPlatform()).toBe('ios')
    } finally {
      delete g.Telegram
    }
  })
})
