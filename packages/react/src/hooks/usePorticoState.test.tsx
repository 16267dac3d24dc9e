import { createMemoryStorage, STORAGE_KEYS } from '@portico/core/internal'
import { createFakeAdapter, testInstance, testNetwork } from '@portico/core/testing'
import { expect, test } from 'vitest'
import { render } from 'vitest-browser-react'
import { PorticoProvider } from '../PorticoProvider.js'
import { usePorticoState } from './usePorticoState.js'

function State() {
  const { open, selectedNetworkId, activeChain, loading, initialized } = usePorticoState()
  return (
    <p data-testid="state">
      {`open=${open} network=${selectedNetworkId} chain=${activeChain} loading=${loading} initialized=${initialized}`}
    </p>
  )
}

test('usePorticoState: open, selected network, active chain, loading; initialized once the remembered wallet is synced (spec §4)', async () => {
  const storage = createMemoryStorage()
  storage.setItem(STORAGE_KEYS.connectorId, 'w1')
  const evm = createFakeAdapter('eip155', [{ id: 'w1', address: '0xA', chainId: 31338 }])
  const portico = testInstance({
    networks: [testNetwork(31337), testNetwork(31338), testNetwork('devnet', 'solana')],
    adapters: [evm.adapter],
    storage,
  })
  const screen = await render(
    <PorticoProvider instance={portico}>
      <State />
    </PorticoProvider>,
  )
  await expect
    .element(screen.getByTestId('state'))
    .toHaveTextContent(
      'open=false network=eip155:31338 chain=eip155 loading=false initialized=true',
    )
  expect(evm.calls).toEqual(['reconnect:w1'])
  portico.open({ namespace: 'solana' })
  await expect
    .element(screen.getByTestId('state'))
    .toHaveTextContent(
      'open=true network=solana:devnet chain=solana loading=false initialized=true',
    )
})
