import type { ChainNamespace, CreatePorticoParameters } from '@portico/core'
import { createFakeAdapter, testInstance, testNetwork, until } from '@portico/core/testing'
import { expect, test } from 'vitest'
import { render } from 'vitest-browser-react'
import { PorticoProvider } from '../PorticoProvider.js'
import { useAccount } from './useAccount.js'
import { useConnections } from './useConnections.js'

function Connections({ namespace }: { namespace?: ChainNamespace }) {
  const {
    connections,
    activeConnection,
    isMultiWalletEnabled,
    switchConnection,
    disconnectConnection,
    pendingConnectorId,
    error,
  } = useConnections({ namespace })
  const account = useAccount({ namespace })
  return (
    <>
      <p data-testid="summary">
        {connections.map((c) => `${c.name}:${c.status}:${c.accounts[0]?.address}`).join(' ')} |
        active {activeConnection?.connectorId ?? '-'} | multi {String(isMultiWalletEnabled)} |
        account {account.address ?? '-'} | pending {pendingConnectorId ?? '-'}
      </p>
      {error && <p role="alert">{error.shortMessage}</p>}
      {connections.map((c) => (
        <span key={c.connectorId}>
          <button
            type="button"
            onClick={() => void switchConnection(c.connectorId).catch(() => {})}
          >{`Switch ${c.connectorId}`}</button>
          <button
            type="button"
            onClick={() => void disconnectConnection(c.connectorId).catch(() => {})}
          >{`Disconnect ${c.connectorId}`}</button>
        </span>
      ))}
    </>
  )
}

async function setup(overrides: Partial<CreatePorticoParameters>, namespace?: ChainNamespace) {
  const evm = createFakeAdapter('eip155', [
    { id: 'w1', address: '0xA1', chainId: 31337 },
    { id: 'w2', address: '0xB2', chainId: 31337 },
  ])
  const sol = createFakeAdapter('solana', [{ id: 's1', address: 'So1', chainId: 'devnet' }])
  const portico = testInstance({
    networks: [testNetwork(31337), testNetwork('devnet', 'solana')],
    adapters: [evm.adapter, sol.adapter],
    ...overrides,
  })
  portico.mount()
  const screen = await render(
    <PorticoProvider instance={portico}>
      <Connections namespace={namespace} />
    </PorticoProvider>,
  )
  return { portico, evm, screen }
}

test('useConnections: the wallets of the active namespace, the active one first; switching one makes it active and the account follows', async () => {
  const { portico, evm, screen } = await setup({ features: { multiWallet: true } })
  await portico.connect({ connectorId: 'w1' })
  await portico.connect({ connectorId: 'w2' })
  const summary = screen.getByTestId('summary')
  await expect
    .element(summary)
    .toHaveTextContent('w2:active:0xB2 w1:connected:0xA1 | active w2 | multi true | account 0xB2')
  await screen.getByRole('button', { name: 'Switch w1' }).click()
  await expect
    .element(summary)
    .toHaveTextContent('w1:active:0xA1 w2:connected:0xB2 | active w1 | multi true | account 0xA1')
  expect(evm.calls.at(-1)).toBe('reconnect:w1')
  await expect.element(summary).toHaveTextContent('pending -')
})

test('useConnections: disconnecting the active wallet makes the first remaining one active; a refusal is the error', async () => {
  const { portico, evm, screen } = await setup({ features: { multiWallet: true } })
  await portico.connect({ connectorId: 'w1' })
  await portico.connect({ connectorId: 'w2' })
  await screen.getByRole('button', { name: 'Disconnect w2' }).click()
  const summary = screen.getByTestId('summary')
  await expect.element(summary).toHaveTextContent('w1:active:0xA1 | active w1')
  await expect.element(summary).toHaveTextContent('account 0xA1')
  await portico.connect({ connectorId: 'w2' })
  evm.fail('disconnect:w1')
  await screen.getByRole('button', { name: 'Disconnect w1' }).click()
  await expect.element(screen.getByRole('alert')).toHaveTextContent('Failed to disconnect')
  await expect.element(summary).toHaveTextContent('w2:active:0xB2 | active w2')
})

test('useConnections: another namespace on request; without multiWallet one connection per namespace', async () => {
  const { portico, screen } = await setup({}, 'solana')
  await portico.connect({ connectorId: 's1' })
  await portico.connect({ connectorId: 'w1' })
  await portico.connect({ connectorId: 'w2' })
  await until(() => portico.stores.chains.getState().activeNamespace === 'eip155')
  await expect
    .element(screen.getByTestId('summary'))
    .toHaveTextContent('s1:active:So1 | active s1 | multi false | account So1')
  expect(
    portico.stores.connections.getState().connections.eip155?.map((c) => c.connectorId),
  ).toEqual(['w2'])
})
