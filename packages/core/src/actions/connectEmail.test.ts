import { describe, expect, it } from 'vitest'
import { EMAIL_LOGIN_COOLDOWN_S } from '../constants.js'
import { createMemoryStorage } from '../storage/createStorage.js'
import { STORAGE_KEYS_ALL } from '../storage/storageKeys.js'
import { createFakeAuthAdapter, testInstance, testNetwork, until } from '../testing.js'

function setup(
  options: Parameters<typeof createFakeAuthAdapter>[0] & { lastLoginSecondsAgo?: number } = {},
) {
  const storage = createMemoryStorage()
  if (options.lastLoginSecondsAgo !== undefined)
    storage.setItem(
      STORAGE_KEYS_ALL.lastEmailLoginTime,
      String(Date.now() - options.lastLoginSecondsAgo * 1_000),
    )
  const fake = createFakeAuthAdapter(options)
  const portico = testInstance({
    storage,
    networks: [testNetwork(31337), testNetwork('devnet', 'solana')],
    adapters: [fake.adapter],
  })
  portico.mount()
  portico.open({ view: 'EmailLogin' })
  return { portico, fake, storage }
}

const top = (portico: ReturnType<typeof testInstance>) =>
  portico.stores.router.getState().history.at(-1)

describe('connectEmail', () => {
  it.each([
    ['spec §5 email valid — an address without a domain', 'alice@', 'Invalid email'],
    ['spec §5 email valid — blank', '   ', 'Invalid email'],
  ])('%s', async (_rule, email, message) => {
    const { portico, fake } = setup()
    await expect(portico.connectEmail({ email })).rejects.toMatchObject({ shortMessage: message })
    expect(fake.calls).not.toContain(`connectEmail:${email}`)
  })

  it('spec §8 — without an embedded-wallet adapter: "No auth connector found"', async () => {
    const portico = testInstance()
    await expect(portico.connectEmail({ email: 'alice@example.com' })).rejects.toMatchObject({
      shortMessage: 'No auth connector found',
    })
  })

  it.each([
    [10, 'Please try again after 20 seconds'],
    [29.5, 'Please try again after 1 seconds'],
  ])(
    `spec §5 "Email login cannot be triggered again within ${EMAIL_LOGIN_COOLDOWN_S} s" — last login %s s ago: %s`,
    async (secondsAgo, message) => {
      const { portico, fake } = setup({ lastLoginSecondsAgo: secondsAgo })
      await expect(portico.connectEmail({ email: 'alice@example.com' })).rejects.toMatchObject({
        shortMessage: message,
        code: 'EMAIL_LOGIN_COOLDOWN',
      })
      expect(fake.calls.filter((c) => c.startsWith('connectEmail'))).toEqual([])
    },
  )

  it('a login more than 30 s ago does not block; a started login starts the cooldown', async () => {
    const { portico, fake } = setup({ lastLoginSecondsAgo: 31 })
    await expect(portico.connectEmail({ email: ' alice@example.com ' })).resolves.toEqual({
      action: 'VERIFY_OTP',
    })
    expect(fake.calls).toContain('connectEmail:alice@example.com')
    await expect(portico.connectEmail({ email: 'alice@example.com' })).rejects.toMatchObject({
      shortMessage: 'Please try again after 30 seconds',
    })
  })

  it.each([
    ['VERIFY_OTP', 'EmailVerifyOtp'],
    ['VERIFY_DEVICE', 'EmailVerifyDevice'],
  ] as const)('spec §5 connect email action %s → %s, with the address', async (action, view) => {
    const { portico } = setup({ connectEmailAction: action })
    await portico.connectEmail({ email: 'alice@example.com' })
    expect(top(portico)).toEqual({ view, data: { email: 'alice@example.com' } })
    expect(portico.getAccount().status).toBe('disconnected')
  })

  it('a code resent from EmailVerifyOtp replaces that view: Back goes to EmailLogin, not to a stale copy', async () => {
    const { portico, storage } = setup({ connectEmailAction: 'VERIFY_OTP' })
    await portico.connectEmail({ email: 'alice@example.com' })
    storage.removeItem(STORAGE_KEYS_ALL.lastEmailLoginTime) // past the cooldown
    await portico.connectEmail({ email: 'alice@example.com' })
    expect(portico.stores.router.getState().history.map((entry) => entry.view)).toEqual([
      'EmailLogin',
      'EmailVerifyOtp',
    ])
  })

  it('spec §5 connect email action CONNECT → connected at once, Account', async () => {
    const { portico } = setup({ connectEmailAction: 'CONNECT' })
    await portico.connectEmail({ email: 'alice@example.com' })
    expect(portico.getAccount()).toMatchObject({ status: 'connected', connectorId: 'AUTH' })
    expect(portico.stores.router.getState().history).toEqual([{ view: 'Account' }])
  })

  it("the frame's refusal reaches the caller and the view stays", async () => {
    const { portico, fake } = setup()
    fake.fail('connectEmail', new Error('Rate limited'))
    await expect(portico.connectEmail({ email: 'alice@example.com' })).rejects.toThrow(
      'Rate limited',
    )
    expect(top(portico)?.view).toBe('EmailLogin')
  })
})

describe('connectDevice (spec §5 VERIFY_DEVICE)', () => {
  it('waits for the device link, then the code: EmailVerifyOtp replaces EmailVerifyDevice', async () => {
    const { portico, fake } = setup({ connectEmailAction: 'VERIFY_DEVICE' })
    await portico.connectEmail({ email: 'alice@example.com' })
    fake.hold('connectDevice')
    let done = false
    const waiting = portico.connectDevice().then(() => {
      done = true
    })
    await until(() => fake.calls.includes('connectDevice'))
    expect(done).toBe(false)
    expect(top(portico)?.view).toBe('EmailVerifyDevice')
    fake.release('connectDevice')
    await waiting
    expect(portico.stores.router.getState().history.map((e) => e.view)).toEqual([
      'EmailLogin',
      'EmailVerifyOtp',
    ])
    expect(top(portico)?.data?.email).toBe('alice@example.com')
  })
})

describe('connectOtp', () => {
  it("the right code: the AUTH connector connects with the frame's user (spec §3) and Account shows", async () => {
    const { portico, fake } = setup({
      users: { eip155: { email: 'alice@example.com', preferredAccountType: 'smartAccount' } },
    })
    await portico.connectEmail({ email: 'alice@example.com' })
    await portico.connectOtp({ otp: ' 123456 ' })
    expect(fake.calls).toContain('connectOtp:123456')
    expect(portico.getAccount()).toMatchObject({
      status: 'connected',
      connectorId: 'AUTH',
      address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      user: {
        email: 'alice@example.com',
        accounts: [{ type: 'eoa', address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' }],
      },
      preferredAccountType: 'smartAccount',
      smartAccountDeployed: false,
    })
    expect(portico.stores.router.getState().history).toEqual([{ view: 'Account' }])
  })

  it("a wrong code: rejected with the frame's message, not connected, the code view stays", async () => {
    const { portico, fake } = setup()
    await portico.connectEmail({ email: 'alice@example.com' })
    fake.fail('connectOtp', new Error('Invalid code'))
    await expect(portico.connectOtp({ otp: '000000' })).rejects.toThrow('Invalid code')
    expect(portico.getAccount().status).toBe('disconnected')
    expect(top(portico)?.view).toBe('EmailVerifyOtp')
  })
})
