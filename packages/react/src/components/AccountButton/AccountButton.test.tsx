import { createFakeAdapter, testInstance, testNetwork } from '@portico/core/testing'
import { expect, test } from 'vitest'
import { render } from 'vitest-browser-react'
import { PorticoProvider } from '../../PorticoProvider.js'
import { AccountButton } from './AccountButton.js'

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

function setup() {
  const wallets = createFakeAdapter('eip155', [{ id: 'w1', address: ADDRESS, chainId: 31337 }])
  const portico = testInstance({
    networks: [testNetwork(31337), testNetwork('devnet', 'solana')],
    adapters: [wallets.adapter],
  })
  return { wallets, portico }
}

test('AccountButton: renders nothing while disconnected (and while connecting), then the account once connected', async () => {
  const { portico } = setup()
  const screen = await render(
    <PorticoProvider instance={portico}>
      <AccountButton />
    </PorticoProvider>,
  )
  expect(screen.container.querySelector('button')).toBeNull()
  const connecting = portico.connect({ connectorId: 'w1' })
  expect(portico.getAccount().status).toBe('connecting')
  expect(screen.container.querySelector('button')).toBeNull()
  await connecting
  await expect
    .element(screen.getByRole('button', { name: /^0x70…dc79C8 1\.234 ETH ?, account$/ }))
    .toBeVisible()
})

test('AccountButton: opens the Account view; disconnecting removes it', async () => {
  const { portico } = setup()
  const screen = await render(
    <PorticoProvider instance={portico}>
      <AccountButton balance="hide" />
    </PorticoProvider>,
  )
  await portico.connect({ connectorId: 'w1' })
  const button = screen.getByRole('button', { name: /^0x70…dc79C8 ?, account$/ })
  await button.click()
  expect(portico.stores.modal.getState().open).toBe(true)
  expect(portico.stores.router.getState().history.at(-1)?.view).toBe('Account')
  await portico.disconnect()
  await expect.poll(() => screen.container.querySelector('button')).toBeNull()
})

test('AccountButton: without a balance yet, its name says the account only; the balance appears once read', async () => {
  const { portico, wallets } = setup()
  const release = wallets.holdBalances()
  const screen = await render(
    <PorticoProvider instance={portico}>
      <AccountButton />
    </PorticoProvider>,
  )
  await portico.connect({ connectorId: 'w1' })
  await expect
    .element(screen.getByRole('button', { name: /^0x70…dc79C8 ?, account$/ }))
    .toBeVisible()
  release()
  await expect.element(screen.getByTestId('account-button-balance')).toHaveTextContent('1.234 ETH')
})

test("AccountButton: namespace — shows that namespace's account only", async () => {
  const { portico } = setup()
  const screen = await render(
    <PorticoProvider instance={portico}>
      <AccountButton namespace="solana" />
      <AccountButton namespace="eip155" />
    </PorticoProvider>,
  )
  await portico.connect({ connectorId: 'w1' })
  await expect.element(screen.getByTestId('account-button')).toBeVisible()
  expect(screen.container.querySelectorAll('button')).toHaveLength(1)
})
