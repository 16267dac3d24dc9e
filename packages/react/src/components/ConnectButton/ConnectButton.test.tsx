import { createFakeAdapter, testInstance } from '@portico/core/testing'
import { expect, test } from 'vitest'
import { render } from 'vitest-browser-react'
import { PorticoProvider } from '../../PorticoProvider.js'
import { ConnectButton } from './ConnectButton.js'

test('ConnectButton: disconnected, it offers to connect and opens the modal on click', async () => {
  const wallets = createFakeAdapter('eip155', [{ id: 'w1', address: '0x1', chainId: 31337 }])
  const portico = testInstance({ adapters: [wallets.adapter] })
  const screen = await render(
    <PorticoProvider instance={portico}>
      <ConnectButton />
    </PorticoProvider>,
  )
  const button = screen.getByRole('button', { name: 'Connect Wallet' })
  await expect.element(button).toBeVisible()
  await button.click()
  expect(portico.stores.modal.getState().open).toBe(true)
})
