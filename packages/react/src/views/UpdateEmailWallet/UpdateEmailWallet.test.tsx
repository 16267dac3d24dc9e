import { PorticoError } from '@portico/core'
import { describe, expect, test } from 'vitest'
import { userEvent } from 'vitest/browser'
import {
  byTestId,
  find,
  focused,
  modalRoot,
  placeFrameLikeTheBridge,
  renderEmbeddedModal,
  title,
  topView,
  waitFor,
} from '../../ui/testing/renderEmbeddedModal.js'

describe('UpdateEmailWallet (issue 16: the whole change on the frame screens)', () => {
  test('from Account: the new address goes to updateEmail in one call; the frame confirms and takes the code to the current address (UpdateEmailPrimaryOtp), then the code to the new one (UpdateEmailSecondaryOtp replaces it); back on Account with the new email and the toast', async () => {
    const { portico, fake } = await renderEmbeddedModal({ connected: true })
    fake.hold('updateEmail')
    portico.open()
    await userEvent.click(await find('portico-update-email-entry'))
    await find('portico-update-email')
    expect(title()).toBe('Edit Email')
    expect(byTestId('portico-update-email-current')?.textContent).toBe(
      'Current email: alice@example.org',
    )
    const input = await find('portico-email-input')
    await waitFor(() => focused() === input)
    await userEvent.keyboard('alice@new.example.org{Enter}')
    await find('portico-update-email-primary')
    expect(title()).toBe('Confirm Current Email')
    expect(fake.calls).toContain('updateEmail:alice@new.example.org')
    expect(byTestId('portico-frame-step-intro')?.textContent).toBe(
      'To change your email to alice@new.example.org, confirm in the secure box below and enter the code we send to alice@example.org',
    )
    expect(modalRoot()?.querySelectorAll('input')).toHaveLength(0)
    await waitFor(() => fake.slots.length === 1)
    fake.frameShow('UpdateEmailPrimaryOtp')
    const iframe = placeFrameLikeTheBridge(fake.slots[0] as HTMLElement)
    await waitFor(() => document.activeElement === iframe)
    iframe.remove()
    fake.frameShow('UpdateEmailSecondaryOtp')
    await find('portico-update-email-secondary')
    expect(title()).toBe('Confirm New Email')
    expect(byTestId('portico-frame-step-intro')?.textContent).toBe(
      'Enter the code we sent to alice@new.example.org in the secure box below',
    )
    expect(portico.stores.router.getState().history.map((e) => e.view)).toEqual([
      'Account',
      'UpdateEmailWallet',
      'UpdateEmailSecondaryOtp',
    ])
    await waitFor(() => fake.slots.length === 1)
    fake.release('updateEmail')
    await find('portico-account')
    expect(fake.calls.filter((c) => c.startsWith('updateEmail'))).toEqual([
      'updateEmail:alice@new.example.org',
    ])
    await waitFor(
      () =>
        byTestId('portico-account-email')?.textContent?.includes('alice@new.example.org') === true,
    )
    await waitFor(
      () =>
        byTestId('portico-toasts')?.textContent?.includes(
          'Your email is now alice@new.example.org',
        ) === true,
    )
  })

  test('the current address again is refused here; a refusal of the frame brings the form back with the address and the message', async () => {
    const { portico, fake } = await renderEmbeddedModal({ connected: true })
    fake.fail('updateEmail', new PorticoError('Email already in use'))
    portico.open()
    portico.modal.pushView({ view: 'UpdateEmailWallet' })
    await userEvent.fill(await find('portico-email-input'), 'ALICE@example.org')
    await userEvent.click(await find('portico-email-submit'))
    expect((await find('portico-update-email-error')).textContent).toBe(
      'This is already your email',
    )
    expect(fake.calls.some((c) => c.startsWith('updateEmail'))).toBe(false)
    await userEvent.fill(await find('portico-email-input'), 'bob@example.org')
    await userEvent.click(await find('portico-email-submit'))
    await waitFor(
      () => byTestId('portico-update-email-error')?.textContent === 'Email already in use',
    )
    expect(byTestId('portico-update-email-error')?.getAttribute('role')).toBe('alert')
    expect(topView(portico)?.view).toBe('UpdateEmailWallet')
    expect((byTestId('portico-email-input') as HTMLInputElement).value).toBe('bob@example.org')
    // Try again: the same address goes to the frame anew.
    fake.succeed('updateEmail')
    await userEvent.click(await find('portico-email-submit'))
    await find('portico-account')
  })
})
