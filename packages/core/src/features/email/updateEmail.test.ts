import { describe, expect, it } from 'vitest'
import { createFakeAuthAdapter, testInstance, testNetwork, until } from '../../testing/index.js'

async function connected(options: Parameters<typeof createFakeAuthAdapter>[0] = {}) {
  const fake = createFakeAuthAdapter(options)
  const portico = testInstance({
    networks: [testNetwork(31337), testNetwork('devnet', 'solana')],
    adapters: [fake.adapter],
  })
  portico.mount()
  await portico.connect({ connectorId: 'AUTH' })
  portico.open()
  portico.modal.pushView({ view: 'UpdateEmailWallet' })
  return { portico, fake }
}

const views = (portico: ReturnType<typeof testInstance>) =>
  portico.stores.router.getState().history.map((e) => e.view)
const top = (portico: ReturnType<typeof testInstance>) =>
  portico.stores.router.getState().history.at(-1)

describe('update email (issue 16: the whole change on the frame screens — UpdateEmailWallet → UpdateEmailPrimaryOtp → UpdateEmailSecondaryOtp)', () => {
  it('one call: the frame confirms and takes both codes; then the accounts show the new email, the toast, Account', async () => {
    const { portico, fake } = await connected()
    fake.hold('updateEmail')
    const change = portico.email.update({ email: ' alice@new.example.org ' })
    await until(() => fake.calls.includes('updateEmail:alice@new.example.org'))
    // The current address's code: the frame's screen in the view core showed at once.
    expect(views(portico)).toEqual(['Account', 'UpdateEmailWallet', 'UpdateEmailPrimaryOtp'])
    expect(top(portico)?.data).toEqual({ email: 'alice@new.example.org' })
    fake.frameShow('UpdateEmailPrimaryOtp')
    expect(views(portico)).toEqual(['Account', 'UpdateEmailWallet', 'UpdateEmailPrimaryOtp'])
    // The new address's code replaces it (Back goes to the form, not to a finished step).
    fake.frameShow('UpdateEmailSecondaryOtp')
    expect(views(portico)).toEqual(['Account', 'UpdateEmailWallet', 'UpdateEmailSecondaryOtp'])
    expect(top(portico)?.data).toEqual({ email: 'alice@new.example.org' })
    expect(portico.stores.embeddedFrame.getState()).toEqual({
      visible: true,
      view: 'UpdateEmailSecondaryOtp',
    })
    fake.frameHide()
    expect(top(portico)?.view).toBe('UpdateEmailSecondaryOtp')
    fake.release('updateEmail')
    await expect(change).resolves.toEqual({ newEmail: 'alice@new.example.org' })
    expect(portico.getAccount({ namespace: 'eip155' }).user?.email).toBe('alice@new.example.org')
    expect(portico.stores.notification.getState()).toMatchObject({
      open: true,
      variant: 'success',
      message: 'Your email is now alice@new.example.org',
    })
    expect(portico.stores.router.getState().history).toEqual([{ view: 'Account' }])
    expect(fake.calls).not.toContain('abort')
  })

  it("the frame's refusal: back on UpdateEmailWallet with the address and the message", async () => {
    const { portico, fake } = await connected()
    fake.fail('updateEmail', new Error('Email already in use'))
    await expect(portico.email.update({ email: 'bob@example.org' })).rejects.toThrow(
      'Email already in use',
    )
    expect(portico.stores.router.getState().history).toEqual([
      { view: 'Account' },
      {
        view: 'UpdateEmailWallet',
        data: { email: 'bob@example.org', errorMessage: 'Email already in use' },
      },
    ])
    expect(portico.getAccount().user?.email).toBe('alice@example.org')
  })

  it.each([
    ['Back from the code step', (p: ReturnType<typeof testInstance>) => p.modal.goBack()],
    ['closing the modal', (p: ReturnType<typeof testInstance>) => p.close()],
  ])(
    '%s aborts the change in the frame once; the form is left as the visitor chose',
    async (_case, leave) => {
      const { portico, fake } = await connected()
      fake.hold('updateEmail')
      const change = portico.email.update({ email: 'alice@new.example.org' })
      change.catch(() => {})
      await until(() => fake.calls.includes('updateEmail:alice@new.example.org'))
      fake.frameShow('UpdateEmailPrimaryOtp')
      leave(portico)
      expect(fake.calls.filter((c) => c === 'abort')).toHaveLength(1)
      expect(portico.stores.embeddedFrame.getState().visible).toBe(false)
    },
  )

  it('spec §5 "email valid": a wrong new address never reaches the frame and nothing moves', async () => {
    const { portico, fake } = await connected()
    await expect(portico.email.update({ email: 'not-an-email' })).rejects.toMatchObject({
      shortMessage: 'Invalid email',
    })
    expect(fake.calls.some((c) => c.startsWith('updateEmail'))).toBe(false)
    expect(views(portico)).toEqual(['Account', 'UpdateEmailWallet'])
  })

  it.each([
    ['updateEmail', (p: ReturnType<typeof testInstance>) => p.email.update({ email: 'a@b.co' })],
    ['exportEmbeddedKey', (p: ReturnType<typeof testInstance>) => p.embeddedWallet.exportKey()],
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
    await portico.embeddedWallet.exportKey()
    expect(fake.calls).toContain('exportKey')
  })
})
