import { PorticoError } from '@portico/core'
import { describe, expect, test } from 'vitest'
import { userEvent } from 'vitest/browser'
import {
  byTestId,
  find,
  focused,
  renderEmbeddedModal,
  title,
  topView,
  waitFor,
} from '../EmailVerifyOtp/testing/renderEmbeddedModal.js'

/** Types a code into the focused code field of the current step. */
async function typeCode(code: string) {
  const input = await find('portico-otp-input')
  await waitFor(() => focused() === input)
  await userEvent.keyboard(code)
}

describe('UpdateEmailWallet', () => {
  test('spec §5 VERIFY_PRIMARY_OTP then VERIFY_SECONDARY_OTP: from Account, the new address, the code to the current one, the code to the new one, back on Account with the new email', async () => {
    const { portico, fake } = await renderEmbeddedModal({ connected: true })
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
    expect(byTestId('portico-otp-intro')?.textContent).toBe(
      'To change your email to alice@new.example.org, enter the code we sent to alice@example.org',
    )
    await typeCode('111111')
    await find('portico-update-email-secondary')
    expect(title()).toBe('Confirm New Email')
    expect(fake.calls).toContain('updateEmailPrimaryOtp:111111')
    expect(byTestId('portico-otp-intro')?.textContent).toBe(
      'Enter the code we sent to alice@new.example.org',
    )
    await typeCode('222222')
    await find('portico-account')
    expect(fake.calls).toContain('updateEmailSecondaryOtp:222222')
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

  test('VERIFY_SECONDARY_OTP at once: the code goes to the new address only', async () => {
    const { portico } = await renderEmbeddedModal({
      connected: true,
      fake: { updateEmailAction: 'VERIFY_SECONDARY_OTP' },
    })
    portico.open()
    portico.pushView({ view: 'UpdateEmailWallet' })
    await userEvent.fill(await find('portico-email-input'), 'alice@new.example.org')
    await userEvent.click(await find('portico-email-submit'))
    await find('portico-update-email-secondary')
    expect(topView(portico)).toEqual({
      view: 'UpdateEmailSecondaryOtp',
      data: { email: 'alice@new.example.org' },
    })
  })

  test('the current address again is refused here; a refusal of the frame is announced', async () => {
    const { portico, fake } = await renderEmbeddedModal({ connected: true })
    fake.fail('updateEmail', new PorticoError('Email already in use'))
    portico.open()
    portico.pushView({ view: 'UpdateEmailWallet' })
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
  })

  test('a wrong code at either step is announced and the step stays', async () => {
    const { portico, fake } = await renderEmbeddedModal({ connected: true })
    fake.fail('updateEmailSecondaryOtp', new PorticoError('Invalid code'))
    portico.open()
    portico.pushView({ view: 'UpdateEmailSecondaryOtp', data: { email: 'alice@new.example.org' } })
    await typeCode('999999')
    expect((await find('portico-otp-error')).textContent).toBe('Invalid code')
    expect(topView(portico)?.view).toBe('UpdateEmailSecondaryOtp')
  })
})
