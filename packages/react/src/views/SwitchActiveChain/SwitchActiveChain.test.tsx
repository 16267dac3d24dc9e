import { createFakeAdapter, testInstance, testNetwork, until } from '@portico/core/testing'
import axe from 'axe-core'
import { expect, test } from 'vitest'
import { render } from 'vitest-browser-react'
import { PorticoProvider } from '../../PorticoProvider.js'
import { SwitchActiveChain } from './SwitchActiveChain.js'

/** axe-core's violations inside `element` (WCAG 2 A/AA, 2.1 A/AA, best practices). */
async function violations(element: Element) {
  const result = await axe.run(element, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
    rules: { region: { enabled: false } },
  })
  expect(result.passes.map((r) => r.id)).toContain('button-name')
  return result.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  )
}

const A = testNetwork(31337, 'eip155', 'Anvil')
const SOL = testNetwork('devnet', 'solana', 'Solana Devnet')

async function setup() {
  const evm = createFakeAdapter('eip155', [{ id: 'w1', address: '0xA', chainId: 31337 }])
  const sol = createFakeAdapter('solana', [{ id: 's1', address: 'So1', chainId: 'devnet' }])
  const portico = testInstance({ networks: [A, SOL], adapters: [evm.adapter, sol.adapter] })
  portico.mount()
  await portico.connect({ connectorId: 'w1' })
  // The view alone, not in the modal: the router holds what the modal would.
  portico._internal.stores.router.setState({ history: [{ view: 'Account' }, { view: 'Networks' }] })
  expect(portico.network.requestSwitch({ network: SOL })).toBe('SwitchActiveChain')
  const top = portico.stores.router.getState().history.at(-1)
  const data = top?.view === 'SwitchActiveChain' ? top.data : undefined
  const screen = await render(
    <PorticoProvider instance={portico}>
      <SwitchActiveChain data={data} />
    </PorticoProvider>,
  )
  return { portico, screen }
}

test('SwitchActiveChain: says a wallet of the namespace is needed and offers to connect one', async () => {
  const { screen } = await setup()
  await expect
    .element(screen.getByTestId('portico-switch-active-chain-message'))
    .toHaveTextContent('To use Solana Devnet, connect a Solana wallet.')
  await expect
    .element(screen.getByRole('button', { name: 'Connect a Solana wallet' }))
    .toBeEnabled()
})

test('SwitchActiveChain: confirming makes the namespace active and replaces itself with Connect (navigateTo, navigateWithReplace)', async () => {
  const { portico, screen } = await setup()
  await screen.getByRole('button', { name: 'Connect a Solana wallet' }).click()
  await until(() => portico.stores.router.getState().history.at(-1)?.view === 'Connect')
  expect(portico.stores.router.getState().history.map((e) => e.view)).toEqual([
    'Account',
    'Networks',
    'Connect',
  ])
  expect(portico.stores.chains.getState().activeNamespace).toBe('solana')
})

test('SwitchActiveChain: the is-switching state shows while the namespace changes', async () => {
  const { portico, screen } = await setup()
  portico._internal.stores.chains.setState({ isSwitchingNamespace: true })
  await expect
    .element(screen.getByTestId('portico-switch-active-chain-status'))
    .toHaveTextContent('Switching to Solana…')
  await expect
    .element(screen.getByRole('button', { name: 'Connect a Solana wallet' }))
    .toBeDisabled()
  portico._internal.stores.chains.setState({ isSwitchingNamespace: false })
  await expect
    .element(screen.getByRole('button', { name: 'Connect a Solana wallet' }))
    .toBeEnabled()
})

test("SwitchActiveChain: without its parameters it says 'Network not found'", async () => {
  const portico = testInstance()
  const screen = await render(
    <PorticoProvider instance={portico}>
      <SwitchActiveChain data={{}} />
    </PorticoProvider>,
  )
  await expect.element(screen.getByRole('alert')).toHaveTextContent('Network not found')
})

test("SwitchActiveChain: 'on failure go back' (the network went away meanwhile), with a toast; the namespace stays", async () => {
  const { portico, screen } = await setup()
  await portico.network.remove({ caipNetworkId: SOL.caipNetworkId })
  await screen.getByRole('button', { name: 'Connect a Solana wallet' }).click()
  await until(() => portico.stores.router.getState().history.at(-1)?.view === 'Networks')
  expect(portico.stores.router.getState().history.map((e) => e.view)).toEqual([
    'Account',
    'Networks',
  ])
  expect(portico.stores.chains.getState().activeNamespace).toBe('eip155')
  await until(() => portico.stores.notification.getState().open)
  expect(portico.stores.notification.getState()).toMatchObject({
    message: 'Could not switch to Solana Devnet',
    variant: 'error',
  })
})

test('SwitchActiveChain: axe finds no violation, idle and while switching', async () => {
  const { portico, screen } = await setup()
  expect(await violations(screen.container)).toEqual([])
  portico._internal.stores.chains.setState({ isSwitchingNamespace: true })
  await expect
    .element(screen.getByTestId('portico-switch-active-chain-status'))
    .toHaveTextContent('Switching to Solana…')
  expect(await violations(screen.container)).toEqual([])
})
