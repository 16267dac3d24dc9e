import { PorticoError } from '@portico/core'
import { describe, expect, test } from 'vitest'
import { userEvent } from 'vitest/browser'
import {
  byTestId,
  find,
  modalRoot,
  placeFrameLikeTheBridge,
  renderEmbeddedModal,
  title,
  topView,
  waitFor,
} from '../../ui/testing/renderEmbeddedModal.js'

/** Types an address on Connect and submits it, as a visitor does. */
async function submitEmailOnConnect(email: string) {
  await userEvent.fill(await find('portico-email-input'), email)
  await userEvent.click(await find('portico-email-submit'))
}

const count = (calls: string[], name: string) => calls.filter((c) => c === name).length

describe('EmailVerifyOtp (issue 16: the code is typed into the frame, never into the dApp)', () => {
  test('spec §2 "EmailLogin → EmailVerifyOtp → Account": Connect\'s email goes to the frame, the view hosts the frame\'s code screen (intro, slot handed to core, focus into the frame, no aria-modal), no field of the dApp takes a code, Account once the frame accepted one', async () => {
    const { portico, fake } = await renderEmbeddedModal()
    fake.hold('connectOtp')
    portico.open({ view: 'Connect' })
    await submitEmailOnConnect('alice@example.org')
    await find('portico-email-verify-otp')
    expect(title()).toBe('Confirm Email')
    expect(topView(portico)).toEqual({
      view: 'EmailVerifyOtp',
      data: { email: 'alice@example.org' },
    })
    expect(fake.calls).toContain('connectEmail:alice@example.org')
    expect(byTestId('portico-frame-step-intro')?.textContent).toBe(
      'Enter the code we sent to alice@example.org in the secure box below',
    )
    await waitFor(() => fake.calls.includes('connectOtp'))
    // Nothing in the dApp's DOM takes a code any more.
    expect(modalRoot()?.querySelectorAll('input, textarea, [contenteditable]')).toHaveLength(0)
    await waitFor(() => fake.slots.length === 1)
    const slot = fake.slots[0] as HTMLElement
    expect(slot).toBe(byTestId('portico-frame-slot'))
    expect((await find('portico-frame-loading')).textContent).toBe('Loading the wallet…')
    // The frame shows its code screen in this view: nothing is pushed.
    fake.frameShow('EmailVerifyOtp')
    expect(portico.stores.router.getState().history.map((e) => e.view)).toEqual([
      'Connect',
      'EmailLogin',
      'EmailVerifyOtp',
    ])
    const iframe = placeFrameLikeTheBridge(slot)
    await waitFor(() => byTestId('portico-frame-loading') === null)
    await waitFor(() => document.activeElement === iframe)
    expect(byTestId('portico-modal')?.hasAttribute('aria-modal')).toBe(false)
    fake.release('connectOtp')
    await find('portico-account')
    expect((await find('portico-account-email')).textContent).toContain('alice@example.org')
    expect(count(fake.calls, 'connectOtp')).toBe(1)
    iframe.remove()
  })

  test.each([
    ['a code locked after wrong tries', 'Too many wrong codes: ask for a new code'],
    ['the frame aborted', 'Request was aborted'],
  ])(
    '%s: "%s" announced (role=alert) instead of the slot; Try again asks the frame again — once per attempt, also under StrictMode',
    async (_case, message) => {
      const { portico, fake } = await renderEmbeddedModal({ strict: true })
      fake.fail('connectOtp', new PorticoError(message))
      portico.open({ view: 'EmailVerifyOtp', data: { email: 'alice@example.org' } })
      const error = await find('portico-frame-step-error')
      expect(error.textContent).toBe(message)
      expect(error.getAttribute('role')).toBe('alert')
      expect(byTestId('portico-frame-slot')).toBeNull()
      expect(count(fake.calls, 'connectOtp')).toBe(1)
      fake.succeed('connectOtp')
      await userEvent.click(await find('portico-frame-step-retry'))
      await find('portico-account')
      expect(count(fake.calls, 'connectOtp')).toBe(2)
    },
  )

  test("the recovery screen over the code view (a first wallet) and back: the view mounts again for its entry's attempt, the frame is not asked again", async () => {
    const { portico, fake } = await renderEmbeddedModal()
    fake.hold('connect')
    portico.open({ view: 'Connect' })
    portico.modal.pushView({ view: 'EmailVerifyOtp', data: { email: 'alice@example.org' } })
    await waitFor(() => fake.calls.some((c) => c.startsWith('connect:')))
    fake.frameShow('EmbeddedWalletFrame')
    await find('portico-embedded-wallet-frame')
    fake.frameHide()
    await find('portico-email-verify-otp')
    fake.release('connect')
    await find('portico-account')
    expect(count(fake.calls, 'connectOtp')).toBe(1)
    expect(fake.calls).not.toContain('abort')
  })

  test('Back while the frame waits for the code: its request is aborted (core) and the slot given back', async () => {
    const { portico, fake } = await renderEmbeddedModal()
    fake.hold('connectOtp')
    portico.open({ view: 'Connect' })
    portico.modal.pushView({ view: 'EmailVerifyOtp', data: { email: 'alice@example.org' } })
    await waitFor(() => fake.calls.includes('connectOtp') && fake.slots.length === 1)
    fake.frameShow('EmailVerifyOtp')
    await userEvent.click(await find('portico-back'))
    await find('portico-connect')
    expect(fake.calls).toContain('abort')
    expect(fake.slots).toHaveLength(0)
  })
})

describe('EmailVerifyDevice', () => {
  test("spec §5 VERIFY_DEVICE: the intro for the address, the frame's 'check your inbox' screen in the slot while connectDevice waits, then the code view", async () => {
    const { portico, fake } = await renderEmbeddedModal({
      fake: { connectEmailAction: 'VERIFY_DEVICE' },
    })
    fake.hold('connectDevice')
    fake.hold('connectOtp')
    portico.open({ view: 'Connect' })
    await submitEmailOnConnect('bob@example.org')
    await find('portico-email-verify-device')
    expect(title()).toBe('Register Device')
    expect(byTestId('portico-frame-step-intro')?.textContent).toBe(
      'We sent a link to bob@example.org. Open it to approve this device.',
    )
    await waitFor(() => fake.calls.includes('connectDevice') && fake.slots.length === 1)
    fake.frameShow('EmailVerifyDevice')
    expect(topView(portico)?.view).toBe('EmailVerifyDevice')
    fake.release('connectDevice')
    await find('portico-email-verify-otp')
    expect(topView(portico)).toEqual({ view: 'EmailVerifyOtp', data: { email: 'bob@example.org' } })
    await waitFor(() => fake.calls.includes('connectOtp'))
  })

  test('a failed wait is announced; Try again waits anew', async () => {
    const { portico, fake } = await renderEmbeddedModal()
    fake.hold('connectOtp')
    fake.fail('connectDevice', new PorticoError('Request was aborted'))
    portico.open({ view: 'EmailVerifyDevice', data: { email: 'bob@example.org' } })
    const error = await find('portico-frame-step-error')
    expect(error.textContent).toBe('Request was aborted')
    expect(error.getAttribute('role')).toBe('alert')
    fake.succeed('connectDevice')
    await userEvent.click(await find('portico-frame-step-retry'))
    await find('portico-email-verify-otp')
    expect(count(fake.calls, 'connectDevice')).toBe(2)
  })
})
