import { createFakeAdapter, testInstance, testNetwork } from '@portico/core/testing'
import { expect, test } from 'vitest'
import { render } from 'vitest-browser-react'
import { PorticoProvider } from '../PorticoProvider.js'
import { useDisconnect } from './useDisconnect.js'
import { useModal } from './useModal.js'

function Controls() {
  const { open, close, isOpen } = useModal()
  const { disconnect } = useDisconnect()
  return (
    <>
      <p data-testid="open">{String(isOpen)}</p>
      <button type="button" onClick={() => open({ view: 'Networks' })}>
        networks
      </button>
      <button type="button" onClick={() => open({ namespace: 'solana' })}>
        solana
      </button>
      <button type="button" onClick={close}>
        close
      </button>
      <button type="button" onClick={() => void disconnect({ namespace: 'eip155' })}>
        disconnect
      </button>
    </>
  )
}

function setup() {
  const evm = createFakeAdapter('eip155', [{ id: 'w1', address: '0xA', chainId: 31337 }])
  const sol = createFakeAdapter('solana', [{ id: 's1', address: 'So1', chainId: 'devnet' }])
  const portico = testInstance({
    networks: [testNetwork(31337), testNetwork('devnet', 'solana')],
    adapters: [evm.adapter, sol.adapter],
  })
  return { portico, evm }
}

test('useModal: open with a view, isOpen follows, close resets to Connect (spec §2)', async () => {
  const { portico } = setup()
  const screen = await render(
    <PorticoProvider instance={portico}>
      <Controls />
    </PorticoProvider>,
  )
  await expect.element(screen.getByTestId('open')).toHaveTextContent('false')
  await screen.getByRole('button', { name: 'networks' }).click()
  await expect.element(screen.getByTestId('open')).toHaveTextContent('true')
  expect(portico.stores.router.getState().history.at(-1)?.view).toBe('Networks')
  // The open modal covers the page (its overlay takes the pointer): a click from code. `exact`:
  // the modal's own close button ("Close") is there too, rendered in the same task as the open.
  screen
    .getByRole('button', { name: 'close', exact: true })
    .element()
    .dispatchEvent(new MouseEvent('click', { bubbles: true }))
  await expect.element(screen.getByTestId('open')).toHaveTextContent('false')
  expect(portico.stores.router.getState().history).toEqual([{ view: 'Connect' }])
})

test('useModal: open for a namespace switches to it first (spec §2 rule 1)', async () => {
  const { portico } = setup()
  const screen = await render(
    <PorticoProvider instance={portico}>
      <Controls />
    </PorticoProvider>,
  )
  await screen.getByRole('button', { name: 'solana' }).click()
  expect(portico.stores.chains.getState().activeNamespace).toBe('solana')
})

test('useDisconnect: disconnects the namespace asked for; its wallet lets go, the account resets (spec §4)', async () => {
  const { portico, evm } = setup()
  const screen = await render(
    <PorticoProvider instance={portico}>
      <Controls />
    </PorticoProvider>,
  )
  await portico.connect({ connectorId: 'w1' })
  await portico.connect({ connectorId: 's1' })
  await screen.getByRole('button', { name: 'disconnect' }).click()
  await expect.poll(() => portico.getAccount({ namespace: 'eip155' }).status).toBe('disconnected')
  expect(evm.calls).toContain('disconnect:w1')
  expect(portico.getAccount({ namespace: 'solana' }).status).toBe('connected')
})
