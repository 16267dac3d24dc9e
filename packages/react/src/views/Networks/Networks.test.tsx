import type { CreatePorticoParameters, Network } from '@portico/core'
import { createFakeAdapter, testInstance, testNetwork } from '@portico/core/testing'
import { expect, test } from 'vitest'
import { userEvent } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { PorticoProvider } from '../../PorticoProvider.js'
import { NETWORK_SEARCH_THRESHOLD, Networks } from './Networks.js'

const A = testNetwork(31337, 'eip155', 'Anvil')
const B = testNetwork(31338, 'eip155', 'Anvil B')
const SOL = testNetwork('devnet', 'solana', 'Solana Devnet')
const BTC = testNetwork('000000000019d6689c085ae165831e93', 'bip122', 'Bitcoin')

async function setup(networks: Network[], overrides: Partial<CreatePorticoParameters> = {}) {
  const evm = createFakeAdapter('eip155', [{ id: 'w1', address: '0xA', chainId: 31337 }])
  const sol = createFakeAdapter('solana', [{ id: 's1', address: 'So1', chainId: 'devnet' }])
  const portico = testInstance({
    networks: networks as [Network, ...Network[]],
    adapters: [evm.adapter, sol.adapter],
    ...overrides,
  })
  portico.mount()
  await portico.connect({ connectorId: 'w1' })
  // The view alone, not in the modal: the router holds what the modal would.
  portico._internal.stores.router.setState({ history: [{ view: 'Account' }, { view: 'Networks' }] })
  const screen = await render(
    <PorticoProvider instance={portico}>
      <Networks />
    </PorticoProvider>,
  )
  return { portico, screen }
}

test('Networks: grouped by namespace under headings (EVM, Solana, Bitcoin), the active one marked with aria-current', async () => {
  const { screen } = await setup([A, SOL, B, BTC])
  const headings = screen
    .getByRole('heading')
    .elements()
    .map((h) => h.textContent)
  expect(headings).toEqual(['EVM', 'Solana', 'Bitcoin'])
  const evm = screen.getByRole('region', { name: 'EVM' }).getByRole('button')
  expect(evm.elements().map((b) => b.textContent?.replace('Active', ''))).toEqual([
    'Anvil',
    'Anvil B',
  ])
  await expect
    .element(screen.getByTestId('portico-network-eip155:31337'))
    .toHaveAttribute('aria-current', 'true')
  await expect
    .element(screen.getByTestId('portico-network-eip155:31338'))
    .not.toHaveAttribute('aria-current')
  // No search with few networks.
  expect(screen.container.querySelector('input[type="search"]')).toBeNull()
})

test('Networks: choosing another network of the namespace asks the core, which pushes SwitchNetwork; the active one goes back', async () => {
  const { portico, screen } = await setup([A, B])
  await screen.getByTestId('portico-network-eip155:31338').click()
  expect(portico.stores.router.getState().history.at(-1)).toMatchObject({
    view: 'SwitchNetwork',
    data: { network: B },
  })
  portico.modal.goBack()
  await screen.getByTestId('portico-network-eip155:31337').click()
  expect(portico.stores.router.getState().history.map((e) => e.view)).toEqual(['Account'])
})

test("Networks: another namespace with no account there goes to SwitchActiveChain (spec §2's rule)", async () => {
  const { portico, screen } = await setup([A, SOL])
  await screen.getByTestId('portico-network-solana:devnet').click()
  expect(portico.stores.router.getState().history.at(-1)?.view).toBe('SwitchActiveChain')
})

test('Networks: a namespace no adapter serves is shown disabled', async () => {
  const evmOnly = createFakeAdapter('eip155', [{ id: 'w1', address: '0xA', chainId: 31337 }])
  const { screen } = await setup([A, SOL], { adapters: [evmOnly.adapter] })
  await expect.element(screen.getByTestId('portico-network-solana:devnet')).toBeDisabled()
  await expect
    .element(screen.getByTestId('portico-network-solana:devnet'))
    .toHaveTextContent('Not available')
})

test('Networks: with network switching disabled, only the active network can be chosen', async () => {
  const { screen } = await setup([A, B], { enableNetworkSwitch: false })
  await expect.element(screen.getByTestId('portico-network-eip155:31338')).toBeDisabled()
  await expect
    .element(screen.getByTestId('portico-network-eip155:31338'))
    .toHaveTextContent('Not available')
  await expect.element(screen.getByTestId('portico-network-eip155:31337')).toBeEnabled()
})

test('Networks: a search when there are many; no match is the empty state', async () => {
  const many = Array.from({ length: NETWORK_SEARCH_THRESHOLD + 1 }, (_, i) =>
    testNetwork(31337 + i, 'eip155', i === 3 ? 'Zora Test' : `Chain ${i}`),
  )
  const { screen } = await setup(many)
  const search = screen.getByRole('searchbox', { name: 'Search networks' })
  await userEvent.fill(search, 'zora')
  const buttons = screen.getByRole('region', { name: 'EVM' }).getByRole('button')
  expect(buttons.elements().map((b) => b.textContent)).toEqual(['Zora Test'])
  await userEvent.fill(search, 'nothing like it')
  await expect
    .element(screen.getByTestId('portico-no-networks'))
    .toHaveTextContent('No network found')
})
