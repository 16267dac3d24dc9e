import { describe, expect, it } from 'vitest'
import { EMAIL_LOGIN_COOLDOWN_S } from '../../constants.js'
import type { RouterEntry } from '../../state/types.js'
import { createMemoryStorage } from '../../storage/createStorage.js'
import { STORAGE_KEYS_ALL } from '../../storage/storageKeys.js'
import { createFakeAuthAdapter, testInstance, testNetwork, until } from '../../testing/index.js'

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

/** The top entry (an email view in these tests: the address it carries is read). */
const top = (portico: ReturnType<typeof testInstance>) =>
  portico.stores.router.getState().history.at(-1) as
    | RouterEntry<'EmailLogin' | 'EmailVerifyOtp' | 'EmailVerifyDevice'>
    | undefined

describe('connectEmail', () => {
  it.each([
    ['spec §5 email valid — an address without a domain', 'alice@', 'Invalid email'],
    ['spec §5 email valid — blank', '   ', 'Invalid email'],
  ])('%s', async (_rule, email, message) => {
    const { portico, fake } = setup()
    await expect(portico.email.connect({ email })).rejects.toMatchObject({ shortMessage: message })
    expect(fake.calls).not.toContain(`connectEmail:${email}`)
  })

  it('spec §8 — without an embedded-wallet adapter: "No auth connector found"', async () => {
    const portico = testInstance()
    await expect(portico.email.connect({ email: 'alice@example.com' })).rejects.toMatchObject({
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
      await expect(portico.email.connect({ email: 'alice@example.com' })).rejects.toMatchObject({
        shortMessage: message,
        code: 'EMAIL_LOGIN_COOLDOWN',
      })
      expect(fake.calls.filter((c) => c.startsWith('connectEmail'))).toEqual([])
    },
  )

  it('a login more than 30 s ago does not block; a started login starts the cooldown', async () => {
    const { portico, fake } = setup({ lastLoginSecondsAgo: 31 })
    await expect(portico.email.connect({ email: ' alice@example.com ' })).resolves.toEqual({
      action: 'VERIFY_OTP',
    })
    expect(fake.calls).toContain('connectEmail:alice@example.com')
    await expect(portico.email.connect({ email: 'alice@example.com' })).rejects.toMatchObject({
      shortMessage: 'Please try again after 30 seconds',
    })
  })

  it.each([
    ['VERIFY_OTP', 'EmailVerifyOtp'],
    ['VERIFY_DEVICE', 'EmailVerifyDevice'],
  ] as const)('spec §5 connect email action %s → %s, with the address', async (action, view) => {
    const { portico } = setup({ connectEmailAction: action })
    await portico.email.connect({ email: 'alice@example.com' })
    expect(top(portico)).toEqual({ view, data: { email: 'alice@example.com' } })
    expect(portico.getAccount().status).toBe('disconnected')
  })

  it('a code resent from EmailVerifyOtp replaces that view: Back goes to EmailLogin, not to a stale copy', async () => {
    const { portico, storage } = setup({ connectEmailAction: 'VERIFY_OTP' })
    await portico.email.connect({ email: 'alice@example.com' })
    storage.removeItem(STORAGE_KEYS_ALL.lastEmailLoginTime) // past the cooldown
    await portico.email.connect({ email: 'alice@example.com' })
    expect(portico.stores.router.getState().history.map((entry) => entry.view)).toEqual([
      'EmailLogin',
      'EmailVerifyOtp',
    ])
  })

  it('spec §5 connect email action CONNECT → connected at once, Account', async () => {
    const { portico } = setup({ connectEmailAction: 'CONNECT' })
    await portico.email.connect({ email: 'alice@example.com' })
    expect(portico.getAccount()).toMatchObject({ status: 'connected', connectorId: 'AUTH' })
    expect(portico.stores.router.getState().history).toEqual([{ view: 'Account' }])
  })

  it("the frame's refusal reaches the caller and the view stays", async () => {
    const { portico, fake } = setup()
    fake.fail('connectEmail', new Error('Rate limited'))
    await expect(portico.email.connect({ email: 'alice@example.com' })).rejects.toThrow(
      'Rate limited',
    )
    expect(top(portico)?.view).toBe('EmailLogin')
  })
})

describe('connectDevice (spec §5 VERIFY_DEVICE)', () => {
  it('waits for the device link, then the code: EmailVerifyOtp replaces EmailVerifyDevice', async () => {
    const { portico, fake } = setup({ connectEmailAction: 'VERIFY_DEVICE' })
    await portico.email.connect({ email: 'alice@example.com' })
    fake.hold('connectDevice')
    let done = false
    const waiting = portico.email.connectDevice().then(() => {
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

  it("while it waits the frame's 'check your inbox' screen shows in EmailVerifyDevice (nothing pushed); Back aborts the wait", async () => {
    const { portico, fake } = setup({ connectEmailAction: 'VERIFY_DEVICE' })
    await portico.email.connect({ email: 'alice@example.com' })
    fake.hold('connectDevice')
    const waiting = portico.email.connectDevice()
    waiting.catch(() => {})
    await until(() => fake.calls.includes('connectDevice'))
    fake.frameShow('EmailVerifyDevice')
    expect(portico.stores.router.getState().history.map((e) => e.view)).toEqual([
      'EmailLogin',
      'EmailVerifyDevice',
    ])
    portico.modal.goBack()
    expect(fake.calls.filter((c) => c === 'abort')).toHaveLength(1)
    expect(portico.stores.embeddedFrame.getState().visible).toBe(false)
  })
})

describe('connectOtp (issue 16: the code is typed into the frame, never into the dApp)', () => {
  async function onCodeView(options: Parameters<typeof setup>[0] = {}) {
    const context = setup(options)
    await context.portico.email.connect({ email: 'alice@example.com' })
    return context
  }

  it("the frame accepted a code: the AUTH connector connects with the frame's user (spec §3) and Account shows", async () => {
    const { portico, fake } = await onCodeView({
      users: { eip155: { email: 'alice@example.com', preferredAccountType: 'smartAccount' } },
    })
    await portico.email.connectOtp()
    expect(fake.calls).toContain('connectOtp')
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

  it('while the visitor types in the frame: its code screen shows in EmailVerifyOtp, nothing pushed; the frame hiding leaves the view to the action', async () => {
    const { portico, fake } = await onCodeView()
    fake.hold('connectOtp')
    const login = portico.email.connectOtp()
    await until(() => fake.calls.includes('connectOtp'))
    fake.frameShow('EmailVerifyOtp')
    expect(portico.stores.embeddedFrame.getState()).toEqual({
      visible: true,
      view: 'EmailVerifyOtp',
    })
    expect(portico.stores.router.getState().history.map((e) => e.view)).toEqual([
      'EmailLogin',
      'EmailVerifyOtp',
    ])
    expect(top(portico)?.data?.email).toBe('alice@example.com')
    fake.frameHide()
    expect(top(portico)?.view).toBe('EmailVerifyOtp')
    fake.release('connectOtp')
    await login
    expect(portico.stores.router.getState().history).toEqual([{ view: 'Account' }])
    expect(fake.calls).not.toContain('abort')
  })

  it("the frame's refusal: rejected with its message, not connected, the code view stays", async () => {
    const { portico, fake } = await onCodeView()
    fake.fail('connectOtp', new Error('Too many wrong codes: ask for a new code'))
    await expect(portico.email.connectOtp()).rejects.toThrow(
      'Too many wrong codes: ask for a new code',
    )
    expect(portico.getAccount().status).toBe('disconnected')
    expect(top(portico)?.view).toBe('EmailVerifyOtp')
  })

  it.each([
    ['Back from the code view', (p: ReturnType<typeof testInstance>) => p.modal.goBack()],
    ['closing the modal', (p: ReturnType<typeof testInstance>) => p.close()],
  ])(
    '%s while the code is awaited aborts the frame once, even before its screen showed',
    async (_case, leave) => {
      const { portico, fake } = await onCodeView()
      fake.hold('connectOtp')
      const login = portico.email.connectOtp()
      login.catch(() => {})
      await until(() => fake.calls.includes('connectOtp'))
      leave(portico)
      expect(fake.calls.filter((c) => c === 'abort')).toHaveLength(1)
    },
  )

  it('the same, with the frame shown: hidden and aborted once', async () => {
    const { portico, fake } = await onCodeView()
    fake.hold('connectOtp')
    portico.email.connectOtp().catch(() => {})
    await until(() => fake.calls.includes('connectOtp'))
    fake.frameShow('EmailVerifyOtp')
    portico.close()
    expect(portico.stores.embeddedFrame.getState().visible).toBe(false)
    expect(fake.calls.filter((c) => c === 'abort')).toHaveLength(1)
  })

  it('the recovery screen over the code view (a first wallet) is no leave; its FrameHide goes back to the code view', async () => {
    const { portico, fake } = await onCodeView()
    fake.hold('connect')
    const login = portico.email.connectOtp()
    await until(() => fake.calls.some((c) => c.startsWith('connect:')))
    fake.frameShow('EmbeddedWalletFrame')
    expect(portico.stores.router.getState().history.map((e) => e.view)).toEqual([
      'EmailLogin',
      'EmailVerifyOtp',
      'EmbeddedWalletFrame',
    ])
    fake.frameHide()
    expect(top(portico)?.view).toBe('EmailVerifyOtp')
    fake.release('connect')
    await login
    expect(fake.calls).not.toContain('abort')
    expect(portico.stores.router.getState().history).toEqual([{ view: 'Account' }])
  })

  it('a FrameShow of the code view with no code awaited (late, after an abort) opens nothing', () => {
    const fake = createFakeAuthAdapter()
    const portico = testInstance({ adapters: [fake.adapter] })
    portico.mount()
    fake.frameShow('EmailVerifyOtp')
    expect(portico.stores.modal.getState().open).toBe(false)
    expect(portico.stores.embeddedFrame.getState().visible).toBe(false)
  })
})
