import { createFakeAdapter, testInstance, until } from '@portico/core/testing'
import { expect, test } from 'vitest'
import { render } from 'vitest-browser-react'
import { PorticoProvider } from '../../PorticoProvider.js'

const root = () => document.querySelector('portico-modal')?.shadowRoot ?? null
const byTestId = (id: string) => root()?.querySelector<HTMLElement>(`[data-testid="${id}"]`) ?? null
async function find(id: string) {
  await until(() => byTestId(id) !== null, 5_000)
  return byTestId(id) as HTMLElement
}

async function setup() {
  const evm = createFakeAdapter('eip155', [
    { id: 'w1', address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', chainId: 31337 },
  ])
  const portico = testInstance({ adapters: [evm.adapter] })
  await render(<PorticoProvider instance={portico} />)
  await portico.connect({ connectorId: 'w1' })
  return portico
}

test('RegisterAccountNameSuccess: the registered name from the router data, its title, and a button back to Account', async () => {
  const portico = await setup()
  portico.open({ view: 'Account' })
  portico.modal.pushView({
    view: 'RegisterAccountNameSuccess',
    data: { accountName: 'carol.portico.eth' },
  })
  expect((await find('portico-registered-name')).textContent).toBe('carol.portico.eth')
  expect(root()?.querySelector('h2')?.textContent).toBe('Name Registered')
  expect(byTestId('portico-register-name-success')?.textContent).toContain(
    'This name is yours now. Apps that read ENS names show it for your address.',
  )
  // The check mark is decoration.
  expect(
    byTestId('portico-register-name-success')?.querySelector('svg')?.getAttribute('aria-hidden'),
  ).toBe('true')
  const done = await find('portico-register-name-done')
  expect(done.textContent).toBe('Back to account')
  done.click()
  await find('portico-account')
  expect(portico.stores.router.getState().history).toEqual([{ view: 'Account' }])
})

test("RegisterAccountNameSuccess: opened without data it shows the account's profile name", async () => {
  const portico = await setup()
  portico._internal.stores.chains.setState((s) => ({
    accounts: {
      ...s.accounts,
      eip155: {
        ...(s.accounts.eip155 ?? { status: 'connected', currentTab: 'Tokens' }),
        profileName: 'dave.portico.eth',
      },
    },
  }))
  portico.open({ view: 'RegisterAccountNameSuccess' })
  expect((await find('portico-registered-name')).textContent).toBe('dave.portico.eth')
})
