import { createFakeAdapter, testInstance, testNetwork } from '@portico/core/testing'
import { expect, test } from 'vitest'
import { render } from 'vitest-browser-react'
import { PorticoProvider } from '../PorticoProvider.js'
import { useNetwork } from './useNetwork.js'

const A = testNetwork(31337, 'eip155', 'Anvil')
const B = testNetwork(31338, 'eip155', 'Anvil B')

function Network() {
  const { caipNetwork, caipNetworkId, chainId, namespace, isUnsupported, networks, switchNetwork } =
    useNetwork()
  return (
    <>
      <p data-testid="network">
        {caipNetwork.name} {caipNetworkId} {chainId} {namespace} {String(isUnsupported)}{' '}
        {networks.length}
      </p>
      {networks.map((n) => (
        <button
          key={n.caipNetworkId}
          type="button"
          onClick={() => void switchNetwork(n).catch(() => {})}
        >
          {n.name}
        </button>
      ))}
    </>
  )
}

test('useNetwork: switchNetwork asks the connected wallet (the fake adapter) and the active network follows', async () => {
  const evm = createFakeAdapter('eip155', [{ id: 'w1', address: '0xA', chainId: 31337 }])
  const portico = testInstance({ networks: [A, B], adapters: [evm.adapter] })
  const screen = await render(
    <PorticoProvider instance={portico}>
      <Network />
    </PorticoProvider>,
  )
  await expect
    .element(screen.getByTestId('network'))
    .toHaveTextContent('Anvil eip155:31337 31337 eip155 false 2')
  await portico.connect({ connectorId: 'w1' })
  await screen.getByRole('button', { name: 'Anvil B' }).click()
  await expect
    .element(screen.getByTestId('network'))
    .toHaveTextContent('Anvil B eip155:31338 31338 eip155 false 2')
  expect(evm.calls).toContain('switchNetwork:w1:31338')
  expect(evm.wallets[0]?.chainId).toBe(31338)
  expect(portico.getAccount().caipAddress).toBe('eip155:31338:0xA')
})

test('useNetwork: a refused switch leaves the network; isUnsupported follows the wallet', async () => {
  const evm = createFakeAdapter('eip155', [{ id: 'w1', address: '0xA', chainId: 31337 }])
  const portico = testInstance({
    networks: [A, B],
    adapters: [evm.adapter],
    allowUnsupportedChain: true,
  })
  const screen = await render(
    <PorticoProvider instance={portico}>
      <Network />
    </PorticoProvider>,
  )
  await portico.connect({ connectorId: 'w1' })
  evm.fail('switchNetwork:w1')
  await screen.getByRole('button', { name: 'Anvil B' }).click()
  await expect.poll(() => evm.calls.includes('switchNetwork:w1:31338')).toBe(true)
  await expect.element(screen.getByTestId('network')).toHaveTextContent('Anvil eip155:31337')
  evm.emit({ type: 'chainChanged', chainId: 999, connectorId: 'w1' })
  await expect.element(screen.getByTestId('network')).toHaveTextContent('true 2')
})
