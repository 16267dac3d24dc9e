import { createMemoryStorage, type RouterParams, STORAGE_KEYS_ALL } from '@portico/core/internal'
import { createFakeAuthAdapter, testInstance } from '@portico/core/testing'
import { describe, expect, test, vi } from 'vitest'
import { render } from 'vitest-browser-react'
import { PorticoProvider } from '../../PorticoProvider.js'
import { EmailLogin } from './EmailLogin.js'

async function setup(
  data: RouterParams['EmailLogin'],
  withAuthAdapter = false,
  lastLoginSecondsAgo?: number,
) {
  const storage = createMemoryStorage()
  if (lastLoginSecondsAgo !== undefined)
    storage.setItem(
      STORAGE_KEYS_ALL.lastEmailLoginTime,
      String(Date.now() - lastLoginSecondsAgo * 1_000),
    )
  // The embedded wallet's adapter, faked: no secure site runs in a component test.
  const auth = createFakeAuthAdapter()
  const portico = testInstance({ storage, adapters: withAuthAdapter ? [auth.adapter] : [] })
  portico.mount()
  const screen = await render(
    <PorticoProvider instance={portico}>
      <EmailLogin data={data} />
    </PorticoProvider>,
  )
  return { portico, screen }
}

describe('EmailLogin', () => {
  test('opened with the address typed on Connect, it submits it at once; without an embedded-wallet adapter core says "No auth connector found", as an alert', async () => {
    const { screen } = await setup({ email: 'alice@example.com' })
    await expect.element(screen.getByTestId('portico-email-input')).toHaveValue('alice@example.com')
    await expect.element(screen.getByRole('alert')).toHaveTextContent('No auth connector found')
  })

  test('with an embedded-wallet adapter the address goes to it and the code view follows (spec §5 VERIFY_OTP)', async () => {
    const { portico } = await setup({ email: 'alice@example.com' }, true)
    await expect
      .poll(() => portico.stores.router.getState().history.at(-1))
      .toEqual({ view: 'EmailVerifyOtp', data: { email: 'alice@example.com' } })
  })

  test('spec §5 "Email login cannot be triggered again within 30 s of the last one (\'Please try again after N seconds\')"', async () => {
    const { screen } = await setup(undefined, true, 10)
    await screen.getByTestId('portico-email-input').fill('alice@example.com')
    await screen.getByTestId('portico-email-submit').click()
    await expect
      .element(screen.getByTestId('portico-email-error'))
      .toHaveTextContent('Please try again after 20 seconds')
  })

  test('validation: a wrong address is announced and never reaches core', async () => {
    const { portico, screen } = await setup(undefined)
    const connectEmail = vi.spyOn(portico.email, 'connect')
    await screen.getByTestId('portico-email-input').fill('not an email')
    await screen.getByTestId('portico-email-submit').click()
    await expect
      .element(screen.getByTestId('portico-email-invalid'))
      .toHaveTextContent('Enter a valid email address')
    expect(connectEmail).not.toHaveBeenCalled()
  })

  test('loading: while core works the button says "Sending…", is busy and does not submit twice (core held by a stand-in promise)', async () => {
    const { portico, screen } = await setup(undefined)
    let finish = (_error: Error) => {}
    const connectEmail = vi.spyOn(portico.email, 'connect').mockImplementation(
      () =>
        new Promise<never>((_, reject) => {
          finish = reject
        }),
    )
    await screen.getByTestId('portico-email-input').fill('alice@example.com')
    const submit = screen.getByTestId('portico-email-submit')
    await submit.click()
    await expect.element(submit).toHaveTextContent('Sending…')
    await expect.element(submit).toHaveAttribute('aria-busy', 'true')
    await expect.element(submit).toBeDisabled()
    ;(screen.getByTestId('portico-email-form').element() as HTMLFormElement).requestSubmit()
    expect(connectEmail).toHaveBeenCalledTimes(1)
    finish(Object.assign(new Error('x'), { shortMessage: 'Failed to connect' }))
    await expect
      .element(screen.getByTestId('portico-email-error'))
      .toHaveTextContent('Failed to connect')
    await expect.element(submit).toHaveTextContent('Continue')
  })
})
