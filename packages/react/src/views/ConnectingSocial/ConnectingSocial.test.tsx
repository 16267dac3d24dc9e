import type { Portico, RouterEntry } from '@portico/core'
import { createFakeAuthAdapter, testInstance, until } from '@portico/core/testing'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { page } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { PorticoProvider } from '../../PorticoProvider.js'
import { SocialButtons } from '../../ui/SocialButtons.js'
import { closePopups, watchPopups } from '../../ui/testing/watchPopups.js'
import { ConnectingSocial } from './ConnectingSocial.js'

/** The top entry: ConnectingSocial's, which the click on a social button pushed. */
const connectingSocialEntry = (portico: Portico) =>
  portico.stores.router.getState().history.at(-1) as RouterEntry<'ConnectingSocial'>

afterEach(() => {
  vi.restoreAllMocks()
  closePopups()
})

describe('social logins', () => {
  test("ConnectingSocial follows its own login: a failure before the (lazy) view mounted is shown; an earlier attempt's error is not", async () => {
    const fake = createFakeAuthAdapter()
    const portico = testInstance({ adapters: [fake.adapter] })
    watchPopups()
    fake.fail('getSocialRedirectUri')
    const buttons = await render(
      <PorticoProvider instance={portico}>
        <SocialButtons socials={['google']} />
      </PorticoProvider>,
    )
    await until(() => portico.stores.connectors.getState().connectors.length > 0)
    await page.getByTestId('portico-social-google').click()
    await until(() => portico.stores.connectAttempt.getState().error !== undefined)
    const failed = connectingSocialEntry(portico)
    // The view mounts only now, after the failure.
    const late = await render(
      <PorticoProvider instance={portico}>
        <ConnectingSocial data={failed.data} />
      </PorticoProvider>,
    )
    await expect
      .element(late.getByTestId('portico-connecting-social-error'))
      .toHaveTextContent('Failed to initiate social connection')
    late.unmount()
    // A second login, still under way: the first one's error stays with the first.
    fake.succeed('getSocialRedirectUri')
    fake.hold('getSocialRedirectUri')
    await page.getByTestId('portico-social-google').click()
    const second = connectingSocialEntry(portico)
    expect(second?.data).not.toBe(failed?.data)
    const current = await render(
      <PorticoProvider instance={portico}>
        <ConnectingSocial data={second.data} />
      </PorticoProvider>,
    )
    await expect.element(current.getByTestId('portico-connecting-social-status')).toBeVisible()
    await expect
      .element(current.getByTestId('portico-connecting-social-error'))
      .not.toBeInTheDocument()
    fake.release('getSocialRedirectUri')
    buttons.unmount()
  })
})
