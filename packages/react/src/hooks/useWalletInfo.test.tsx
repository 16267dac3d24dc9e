import type { ChainAdapter } from '@portico/core'
import { createFakeAdapter, testInstance, testNetwork } from '@portico/core/testing'
import { expect, test } from 'vitest'
import { render } from 'vitest-browser-react'
import { PorticoProvider } from '../PorticoProvider.js'
import { useProvider } from './useProvider.js'
import { useWalletInfo } from './useWalletInfo.js'

/** What an EIP-1193 provider is to the hook: an object the wallet gave its connector. */
const provider = { request: async () => ['0xA'], isTestProvider: true }

function setup() {
  const evm = createFakeAdapter('eip155', [{ id: 'w1', address: '0xA', chainId: 31337 }])
  // The fake's connectors with a provider and an icon, as a discovered EIP-6963 wallet has.
  const adapter: ChainAdapter = {
    ...evm.adapter,
    setup: (context) =>
      evm.adapter.setup({
        ...context,
        setConnectors: (list) =>
          context.setConnectors(
            list.map((c) => ({
              ...c,
              name: 'Test Wallet',
              imageUrl: 'data:image/png;base64,AA==',
              info: { rdns: 'dev.portico.test' },
              provider,
            })),
          ),
      }),
  }
  const portico = testInstance({ networks: [testNetwork(31337)], adapters: [adapter] })
  return { portico }
}

function Info() {
  const { walletInfo } = useWalletInfo()
  const { walletProvider, connectorId } = useProvider<typeof provider>('eip155')
  return (
    <p data-testid="info">
      {walletInfo ? `${walletInfo.name} ${walletInfo.rdns} ${walletInfo.icon}` : 'none'} |{' '}
      {walletProvider?.isTestProvider ? `provider of ${connectorId}` : 'no provider'}
    </p>
  )
}

test("useWalletInfo and useProvider: the connected wallet's name, icon, rdns, and its provider with the connector id", async () => {
  const { portico } = setup()
  const screen = await render(
    <PorticoProvider instance={portico}>
      <Info />
    </PorticoProvider>,
  )
  await expect.element(screen.getByTestId('info')).toHaveTextContent('none | no provider')
  await portico.connect({ connectorId: 'w1' })
  await expect
    .element(screen.getByTestId('info'))
    .toHaveTextContent('Test Wallet dev.portico.test data:image/png;base64,AA== | provider of w1')
  await portico.disconnect()
  await expect.element(screen.getByTestId('info')).toHaveTextContent('none | no provider')
})
