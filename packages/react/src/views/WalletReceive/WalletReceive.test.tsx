import { createFakeAdapter, testInstance, testNetwork } from '@portico/core/testing'
import { expect, test, vi } from 'vitest'
import { render } from 'vitest-browser-react'
import { PorticoProvider } from '../../PorticoProvider.js'
import { WalletReceive } from './WalletReceive.js'

const FROM = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

async function setup() {
  const wallets = createFakeAdapter('eip155', [{ id: 'w1', address: FROM, chainId: 31337 }])
  const portico = testInstance({
    networks: [
      testNetwork(31337, 'eip155', 'Anvil'),
      testNetwork(31338, 'eip155', 'Anvil B'),
      testNetwork('devnet', 'solana', 'Solana Devnet'),
    ],
    adapters: [wallets.adapter],
  })
  portico.mount()
  await portico.connect({ connectorId: 'w1' })
  const screen = await render(
    <PorticoProvider instance={portico}>
      <WalletReceive />
    </PorticoProvider>,
  )
  return { portico, screen }
}

test('WalletReceive: the whole address as text and as a QR code of it', async () => {
  const { screen } = await setup()
  await expect.element(screen.getByTestId('portico-receive-address')).toHaveTextContent(FROM)
  const qr = screen.getByTestId('portico-receive-qr')
  await expect.element(qr).toHaveAttribute('data-value', FROM)
  await expect.element(screen.getByRole('img', { name: 'QR code of your address' })).toBeVisible()
})

test('WalletReceive: the networks it can receive on are those configured for its namespace', async () => {
  const { screen } = await setup()
  const region = screen.getByRole('region', { name: 'Networks you can receive on' })
  const names = region
    .getByRole('listitem')
    .elements()
    .map((li) => li.textContent)
  expect(names).toEqual(['Anvil', 'Anvil B'])
  await expect.element(region).toHaveTextContent('Send only EVM assets to this address.')
})

test("WalletReceive: copy puts the address on the clipboard and shows the 'Address copied' toast", async () => {
  const { portico, screen } = await setup()
  const written: string[] = []
  const realWrite = navigator.clipboard.writeText.bind(navigator.clipboard)
  vi.spyOn(navigator.clipboard, 'writeText').mockImplementation((text) => {
    written.push(text)
    return realWrite(text).catch(() => undefined)
  })
  await screen.getByRole('button', { name: 'Copy address' }).click()
  expect(written).toEqual([FROM])
  await vi.waitUntil(() => portico.stores.notification.getState().open)
  expect(portico.stores.notification.getState()).toMatchObject({
    message: 'Address copied',
    variant: 'success',
  })
})
