import { describe, expect, it } from 'vitest'
import { createFakeAuthAdapter, testInstance, testNetwork } from '../testing.js'

async function connected(options: Parameters<typeof createFakeAuthAdapter>[0] = {}) {
  const fake = createFakeAuthAdapter(options)
  const portico = testInstance({
    networks: [testNetwork(31337), testNetwork('devnet', 'solana')],
    adapters: [fake.adapter],
  })
  portico.mount()
  await portico.connect({ connectorId: 'AUTH' })
  portico.open({ view: 'UpdateEmailWallet' })
  return { portico, fake }
}

const views = (portico: ReturnType<typeof testInstance>) =>
  portico.stores.router.getState().history.map((e) => e.view)

describe('update email (UpdateEmailWallet → UpdateEmailPrimaryOtp → UpdateEmailSecondaryOtp)', () => {
  it('spec §5 update-email action VERIFY_PRIMARY_OTP: both codes, then the account shows the new email and Account', async () => {
    const { portico, fake } = await connected()
    await expect(portico.updateEmail({ email: 'alice@new.example.org' })).resolves.toEqual({
      action: 'VERIFY_PRIMARY_OTP',
    })
    expect(portico.stores.router.getState().history.at(-1)).toEqual({
      view: 'UpdateEmailPrimaryOtp',
      data: { email: 'alice@new.example.org' },
    })
    await portico.updateEmailPrimaryOtp({ otp: '111111' })
    expect(views(portico)).toEqual(['UpdateEmailWallet', 'UpdateEmailSecondaryOtp'])
    expect(portico.stores.router.getState().history.at(-1)?.data?.email).toBe(
      'alice@new.example.org',
    )
    await expect(portico.updateEmailSecondaryOtp({ otp: '222222' })).resolves.toEqual({
      newEmail: 'alice@new.example.org',
    })
    expect(fake.calls).toEqual(
      expect.arrayContaining([
        'updateEmail:alice@new.example.org',
        'updateEmailPrimaryOtp:111111',
        'updateEmailSecondaryOtp:222222',
      ]),
    )
    expect(portico.getAccount().user?.email).toBe('alice@new.example.org')
    expect(views(portico)).toEqual(['Account'])
  })

  it("spec §5 update-email action VERIFY_SECONDARY_OTP: straight to the new address's code", async () => {
    const { portico } = await connected({ updateEmailAction: 'VERIFY_SECONDARY_OTP' })
    await portico.updateEmail({ email: 'alice@new.example.org' })
    expect(views(portico)).toEqual(['UpdateEmailWallet', 'UpdateEmailSecondaryOtp'])
  })

  it('spec §5 "email valid": a wrong new address never reaches the frame', async () => {
    const { portico, fake } = await connected()
    await expect(portico.updateEmail({ email: 'not-an-email' })).rejects.toMatchObject({
      shortMessage: 'Invalid email',
    })
    expect(fake.calls.some((c) => c.startsWith('updateEmail'))).toBe(false)
  })

  it("a wrong code: the frame's error, and the code view stays", async () => {
    const { portico, fake } = await connected()
    await portico.updateEmail({ email: 'alice@new.example.org' })
    fake.fail('updateEmailPrimaryOtp', new Error('Invalid code'))
    await expect(portico.updateEmailPrimaryOtp({ otp: '0' })).rejects.toThrow('Invalid code')
    expect(views(portico).at(-1)).toBe('UpdateEmailPrimaryOtp')
  })

  it.each([
    ['updateEmail', (p: ReturnType<typeof testInstance>) => p.updateEmail({ email: 'a@b.co' })],
    [
      'updateEmailPrimaryOtp',
      (p: ReturnType<typeof testInstance>) => p.updateEmailPrimaryOtp({ otp: '1' }),
    ],
    [
      'updateEmailSecondaryOtp',
      (p: ReturnType<typeof testInstance>) => p.updateEmailSecondaryOtp({ otp: '1' }),
    ],
    ['exportEmbeddedKey', (p: ReturnType<typeof testInstance>) => p.exportEmbeddedKey()],
  ])(
    'spec §8 — %s while not connected through email or social: "Not connected to email or social"',
    async (_name, run) => {
      const fake = createFakeAuthAdapter()
      const portico = testInstance({ adapters: [fake.adapter] })
      portico.mount()
      await expect(run(portico)).rejects.toMatchObject({
        shortMessage: 'Not connected to email or social',
      })
    },
  )

  it('exportEmbeddedKey asks the frame to open its export screen', async () => {
    const { portico, fake } = await connected()
    await portico.exportEmbeddedKey()
    expect(fake.calls).toContain('exportKey')
  })
})
