import { describe, expect, it } from 'vitest'
import { EMAIL_LOGIN_COOLDOWN_S } from '../constants.js'
import { createMemoryStorage } from '../storage/createStorage.js'
import { STORAGE_KEYS_ALL } from '../storage/storageKeys.js'
import { testInstance } from '../testing.js'

function instance(embeddedWalletUrl?: string, lastLoginSecondsAgo?: number) {
  const storage = createMemoryStorage()
  if (lastLoginSecondsAgo !== undefined)
    storage.setItem(
      STORAGE_KEYS_ALL.lastEmailLoginTime,
      String(Date.now() - lastLoginSecondsAgo * 1_000),
    )
  return testInstance({ storage, embeddedWalletUrl })
}

describe('connectEmail', () => {
  it.each([
    ['spec §5 email valid — an address without a domain', 'alice@', 'Invalid email'],
    ['spec §5 email valid — blank', '   ', 'Invalid email'],
    [
      'no embedded-wallet site configured: a clear error instead of nothing',
      'alice@example.com',
      'Embedded wallet not configured',
    ],
  ])('%s', async (_rule, email, message) => {
    await expect(instance().connectEmail({ email })).rejects.toMatchObject({
      shortMessage: message,
    })
  })

  it('spec §8 — with a site configured, the bridge is not there yet: "Unable to load email login dependency"', async () => {
    await expect(
      instance('http://127.0.0.1:4002').connectEmail({ email: ' alice@example.com ' }),
    ).rejects.toMatchObject({ shortMessage: 'Unable to load email login dependency' })
  })

  it.each([
    [10, 'Please try again after 20 seconds'],
    [29.5, 'Please try again after 1 seconds'],
  ])(
    `spec §5 "Email login cannot be triggered again within ${EMAIL_LOGIN_COOLDOWN_S} s" — last login %s s ago: %s`,
    async (secondsAgo, message) => {
      await expect(
        instance('http://127.0.0.1:4002', secondsAgo).connectEmail({ email: 'alice@example.com' }),
      ).rejects.toMatchObject({ shortMessage: message, code: 'EMAIL_LOGIN_COOLDOWN' })
    },
  )

  it('a login more than 30 s ago does not block', async () => {
    await expect(
      instance(undefined, 31).connectEmail({ email: 'alice@example.com' }),
    ).rejects.toMatchObject({ shortMessage: 'Embedded wallet not configured' })
  })
})
