import { MODAL_SHAKE_MS } from '@portico/core/internal'
import { createFakeAdapter, testInstance, testNetwork, until } from '@portico/core/testing'
import { expect, test } from 'vitest'
import { userEvent } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { PorticoProvider } from '../../PorticoProvider.js'

const A = testNetwork(31337, 'eip155', 'Anvil')
const B = testNetwork(31338, 'eip155', 'Anvil B')
const SOL = testNetwork('devnet', 'solana', 'Solana Devnet')

const root = () => document.querySelector('portico-modal')?.shadowRoot ?? null
const byTestId = (id: string) => root()?.querySelector<HTMLElement>(`[data-testid="${id}"]`) ?? null
async function find(id: string) {
  await until(() => byTestId(id) !== null, 5_000)
  return byTestId(id) as HTMLElement
}

/** A wallet that moves to chain 999, which the dApp did not configure. */
async function setup() {
  const evm = createFakeAdapter('eip155', [{ id: 'w1', address: '0xA', chainId: 31337 }])
  const portico = testInstance({ networks: [A, B, SOL], adapters: [evm.adapter] })
  await render(<PorticoProvider instance={portico} />)
  await portico.connect({ connectorId: 'w1' })
  evm.emit({ type: 'chainChanged', chainId: 999, connectorId: 'w1' })
  await find('portico-unsupported-chain')
  return { portico, evm }
}

test("UnsupportedChain: opens by itself, explains, lists the namespace's configured networks, offers Disconnect", async () => {
  await setup()
  expect(byTestId('portico-unsupported-chain-message')?.textContent).toContain(
    "This app doesn't support your wallet's current network.",
  )
  const options = [
    ...(root()?.querySelectorAll('[data-testid^="portico-unsupported-network-"]') ?? []),
  ]
  expect(options.map((o) => o.getAttribute('data-testid'))).toEqual([
    'portico-unsupported-network-eip155:31337',
    'portico-unsupported-network-eip155:31338',
  ])
  expect(byTestId('portico-disconnect')?.textContent).toBe('Disconnect')
})

test('UnsupportedChain: the modal shakes instead of closing (close button, Escape, overlay), for MODAL_SHAKE_MS', async () => {
  const { portico } = await setup()
  const dialog = await find('portico-modal')
  const ways: [string, () => Promise<void> | void][] = [
    ['close button', () => byTestId('portico-close')?.click()],
    ['Escape', () => userEvent.keyboard('{Escape}')],
    ['overlay', () => byTestId('portico-overlay')?.click()],
  ]
  for (const [, close] of ways) {
    await until(() => !portico.stores.modal.getState().shake)
    dialog.focus()
    await close()
    await until(() => dialog.classList.contains('shake'))
    expect(dialog.getAttribute('data-shake')).toBe('true')
    expect(getComputedStyle(dialog).animationName).toBe('portico-shake')
    expect(portico.stores.modal.getState().open).toBe(true)
    await until(() => !dialog.classList.contains('shake'), MODAL_SHAKE_MS + 1_000)
  }
})

test('UnsupportedChain: choosing a network asks the wallet and closes the modal', async () => {
  const { portico, evm } = await setup()
  ;(await find('portico-unsupported-network-eip155:31337')).click()
  await until(() => !portico.stores.modal.getState().open)
  expect(evm.calls).toContain('switchNetwork:w1:31337')
  expect(portico.stores.chains.getState().isUnsupportedChain).toBe(false)
})

test('UnsupportedChain: a refusal in the wallet is shown and the view stays', async () => {
  const { portico, evm } = await setup()
  evm.fail('switchNetwork:w1')
  ;(await find('portico-unsupported-network-eip155:31338')).click()
  expect((await find('portico-unsupported-chain-error')).textContent).toBe(
    'You declined the switch in your wallet.',
  )
  expect(portico.stores.modal.getState().open).toBe(true)
  expect(portico.stores.chains.getState().isUnsupportedChain).toBe(true)
})

test('UnsupportedChain: Disconnect disconnects and closes', async () => {
  const { portico } = await setup()
  ;(await find('portico-disconnect')).click()
  await until(() => !portico.stores.modal.getState().open)
  expect(portico.getAccount().status).toBe('disconnected')
})

test('UnsupportedChain: when the wallet comes back to a configured chain on its own, it says so and Continue leaves', async () => {
  const { portico, evm } = await setup()
  evm.emit({ type: 'chainChanged', chainId: 31338, connectorId: 'w1' })
  ;(await find('portico-unsupported-chain-continue')).click()
  await until(() => !portico.stores.modal.getState().open)
})
