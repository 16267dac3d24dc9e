import { createMemoryStorage, PorticoError, STORAGE_KEYS_ALL } from '@portico/core'
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
} from './testing/renderEmbeddedModal.js'

/** Types an address on Connect and submits it, as a visitor does. */
async function submitEmailOnConnect(email: string) {
  await userEvent.fill(await find('portico-email-input'), email)
  await userEvent.click(await find('portico-email-submit'))
}

/** Pastes `text` into `input` as the clipboard would. */
function paste(input: HTMLElement, text: string) {
  const clipboardData = new DataTransfer()
  clipboardData.setData('text/plain', text)
  input.dispatchEvent(
    new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }),
  )
}

describe('EmailVerifyOtp', () => {
  test('spec §2 "EmailLogin → EmailVerifyOtp → Account": Connect\'s email goes to the frame, the code field is focused, the sixth digit sends the code, Account shows the email', async () => {
    const { portico, fake } = await renderEmbeddedModal()
    portico.open({ view: 'Connect' })
    await submitEmailOnConnect('alice@example.org')
    const input = await find('portico-otp-input')
    expect(title()).toBe('Confirm Email')
    expect(topView(portico)).toEqual({
      view: 'EmailVerifyOtp',
      data: { email: 'alice@example.org' },
    })
    expect(fake.calls).toContain('connectEmail:alice@example.org')
    expect(byTestId('portico-otp-intro')?.textContent).toBe(
      'Enter the code we sent to alice@example.org',
    )
    // Focus management: the code field has focus as soon as the view opens.
    await waitFor(() => focused() === input)
    expect(input.getAttribute('autocomplete')).toBe('one-time-code')
    expect(input.getAttribute('inputmode')).toBe('numeric')
    await userEvent.keyboard('12345')
    expect(fake.calls.some((c) => c.startsWith('connectOtp'))).toBe(false)
    await userEvent.keyboard('6')
    await find('portico-account')
    expect(fake.calls).toContain('connectOtp:123456')
    expect((await find('portico-account-email')).textContent).toContain('alice@example.org')
  })

  test('paste: a code pasted from the mail text is found and sent at once', async () => {
    const { portico, fake } = await renderEmbeddedModal()
    portico.open({ view: 'EmailVerifyOtp', data: { email: 'alice@example.org' } })
    const input = await find('portico-otp-input')
    paste(input, 'Your sign-in code: 482 913')
    await waitFor(() => fake.calls.includes('connectOtp:482913'))
    await find('portico-account')
  })

  test.each([
    ['a wrong code', 'Invalid code'],
    ['an expired code (10 minutes)', 'Code expired'],
    ['a code locked after 5 wrong tries', 'Too many wrong codes: ask for a new code'],
  ])(
    '%s: the frame\'s refusal "%s" is announced (role=alert), the field is emptied, marked invalid and keeps focus',
    async (_case, message) => {
      const { portico, fake } = await renderEmbeddedModal()
      fake.fail('connectOtp', new PorticoError(message))
      portico.open({ view: 'EmailVerifyOtp', data: { email: 'alice@example.org' } })
      const input = (await find('portico-otp-input')) as HTMLInputElement
      await waitFor(() => focused() === input)
      await userEvent.keyboard('000000')
      const error = await find('portico-otp-error')
      expect(error.getAttribute('role')).toBe('alert')
      expect(error.textContent).toBe(message)
      await waitFor(() => input.value === '')
      expect(input.getAttribute('aria-invalid')).toBe('true')
      expect(input.getAttribute('aria-describedby')).toContain(error.id)
      expect(focused()).toBe(input)
      // The next try goes through and the modal moves on.
      fake.succeed('connectOtp')
      await userEvent.keyboard('111111')
      await find('portico-account')
    },
  )

  test('while the code is checked the field is read-only and the status says so (aria-live)', async () => {
    const { portico, fake } = await renderEmbeddedModal()
    fake.hold('connectOtp')
    portico.open({ view: 'EmailVerifyOtp', data: { email: 'alice@example.org' } })
    const input = (await find('portico-otp-input')) as HTMLInputElement
    await waitFor(() => focused() === input)
    await userEvent.keyboard('123456')
    const status = await find('portico-otp-status')
    await waitFor(() => status.textContent === 'Checking the code…')
    expect(status.getAttribute('aria-live')).toBe('polite')
    expect(input.readOnly).toBe(true)
    fake.release('connectOtp')
    await find('portico-account')
  })

  test("resend within spec §5's 30 s cooldown: 'Please try again after N seconds', and the link counts down", async () => {
    const storage = createMemoryStorage()
    storage.setItem(STORAGE_KEYS_ALL.lastEmailLoginTime, String(Date.now() - 20_000))
    const { portico, fake } = await renderEmbeddedModal({ instance: { storage } })
    portico.open({ view: 'EmailVerifyOtp', data: { email: 'alice@example.org' } })
    const resend = await find('portico-otp-resend')
    expect(resend.textContent).toBe('Resend code')
    await userEvent.click(resend)
    const error = await find('portico-otp-resend-error')
    expect(error.textContent).toMatch(/^Please try again after (10|9) seconds$/)
    expect(error.getAttribute('role')).toBe('alert')
    expect(resend.getAttribute('aria-disabled')).toBe('true')
    expect(resend.textContent).toMatch(/^Resend in (10|9) s$/)
    const before = resend.textContent
    await waitFor(() => resend.textContent !== before, 3_000)
    expect(fake.calls.filter((c) => c.startsWith('connectEmail'))).toEqual([])
  })

  test('resend after the cooldown mails a new code through connectEmail', async () => {
    const { portico, fake } = await renderEmbeddedModal()
    portico.open({ view: 'EmailVerifyOtp', data: { email: 'alice@example.org' } })
    await userEvent.click(await find('portico-otp-resend'))
    await waitFor(() => fake.calls.includes('connectEmail:alice@example.org'))
    await find('portico-otp-input')
  })
})

describe('EmailVerifyDevice', () => {
  test('spec §5 VERIFY_DEVICE: "check your inbox" for the address, waits on connectDevice, then the code view', async () => {
    const { portico, fake } = await renderEmbeddedModal({
      fake: { connectEmailAction: 'VERIFY_DEVICE' },
    })
    fake.hold('connectDevice')
    portico.open({ view: 'Connect' })
    await submitEmailOnConnect('bob@example.org')
    await find('portico-email-verify-device')
    expect(title()).toBe('Register Device')
    expect(byTestId('portico-device-intro')?.textContent).toBe(
      'We sent a link to bob@example.org. Open it to approve this device.',
    )
    const status = await find('portico-device-status')
    expect(status.getAttribute('aria-live')).toBe('polite')
    expect(status.textContent).toBe('Waiting for approval…')
    await waitFor(() => fake.calls.includes('connectDevice'))
    fake.release('connectDevice')
    await find('portico-otp-input')
    expect(topView(portico)).toEqual({ view: 'EmailVerifyOtp', data: { email: 'bob@example.org' } })
  })

  test('a failed wait is announced; Try again waits anew', async () => {
    const { portico, fake } = await renderEmbeddedModal()
    fake.fail('connectDevice', new PorticoError('Request was aborted'))
    portico.open({ view: 'EmailVerifyDevice', data: { email: 'bob@example.org' } })
    const error = await find('portico-device-error')
    expect(error.textContent).toBe('Request was aborted')
    expect(error.getAttribute('role')).toBe('alert')
    fake.succeed('connectDevice')
    await userEvent.click(await find('portico-device-retry'))
    await find('portico-otp-input')
    expect(fake.calls.filter((c) => c === 'connectDevice')).toHaveLength(2)
  })
})
