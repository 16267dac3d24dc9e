import type { ChainAdapter } from '@portico/core'
import { createFakeAdapter, testInstance, testNetwork, until } from '@portico/core/testing'
import { expect, test } from 'vitest'
import { render } from 'vitest-browser-react'
import { PorticoProvider } from '../../PorticoProvider.js'
import { NetworkButton } from './NetworkButton.js'

const ICON = `data:image/svg+xml;base64,${btoa('<svg xmlns="http://www.w3.org/2000/svg" width="2" height="2"/>')}`
const A = { ...testNetwork(31337, 'eip155', 'Anvil'), assets: { imageUrl: ICON } }
const B = testNetwork(31338, 'eip155', 'Anvil B')

/** The fake wallet, with its switch held until `release()`: the "switching" state lasts. */
function setup() {
  const wallets = createFakeAdapter('eip155', [{ id: 'w1', address: '0xA', chainId: 31337 }])
  let release = () => {}
  const held: ChainAdapter = {
    ...wallets.adapter,
    async switchNetwork(parameters) {
      await new Promise<void>((resolve) => {
        release = resolve
      })
      return wallets.adapter.switchNetwork?.(parameters)
    },
  }
  const portico = testInstance({ networks: [A, B], adapters: [held] })
  return { wallets, portico, release: () => release() }
}

test('NetworkButton: the active network, icon and name; opens the Networks view', async () => {
  const { portico } = setup()
  const screen = await render(
    <PorticoProvider instance={portico}>
      <NetworkButton />
    </PorticoProvider>,
  )
  const button = screen.getByRole('button', { name: 'Network Anvil. Choose another network' })
  await expect.element(button).toBeVisible()
  await expect.element(screen.getByTestId('network-button-name')).toHaveTextContent('Anvil')
  expect(button.element().querySelector('img')?.getAttribute('src')).toBe(ICON)
  await button.click()
  expect(portico.stores.router.getState().history.at(-1)?.view).toBe('Networks')
})

test('NetworkButton: a network without an icon shows its initial, drawn by CSS so the visible text is the name alone (WCAG 2.5.3)', async () => {
  const { portico } = setup()
  const screen = await render(
    <PorticoProvider instance={portico}>
      <NetworkButton />
    </PorticoProvider>,
  )
  await portico.switchNetwork({ network: B })
  await expect.element(screen.getByTestId('network-button-name')).toHaveTextContent('Anvil B')
  expect(screen.getByTestId('network-button').element().textContent).toBe('Anvil B')
  const initial = screen.getByTestId('network-button').element().querySelector('[data-initial]')
  expect(initial && getComputedStyle(initial, '::before').content).toBe('"A"')
  expect(screen.container.querySelector('img')).toBeNull()
})

test('NetworkButton: disabled and busy while the wallet is asked to switch; then the new network', async () => {
  const { portico, release } = setup()
  const screen = await render(
    <PorticoProvider instance={portico}>
      <NetworkButton />
    </PorticoProvider>,
  )
  await portico.connect({ connectorId: 'w1' })
  const switching = portico.switchNetwork({ network: B })
  const button = screen.getByTestId('network-button')
  await expect.element(button).toBeDisabled()
  await expect.element(button).toHaveAttribute('aria-busy', 'true')
  await expect.element(button).toHaveAccessibleName('Switching network…')
  await expect
    .element(screen.getByTestId('network-button-name'))
    .toHaveTextContent('Switching network…')
  await until(() => portico.stores.chains.getState().isSwitchingNetwork === true)
  release()
  await switching
  await expect.element(button).toBeEnabled()
  await expect.element(button).toHaveAccessibleName('Network Anvil B. Choose another network')
})

test('NetworkButton: the wallet on a chain the dApp did not configure — a warning, and it opens UnsupportedChain', async () => {
  const { portico, wallets } = setup()
  const screen = await render(
    <PorticoProvider instance={portico}>
      <NetworkButton />
    </PorticoProvider>,
  )
  await portico.connect({ connectorId: 'w1' })
  wallets.emit({ type: 'chainChanged', chainId: 999, connectorId: 'w1' })
  const button = screen.getByRole('button', {
    name: 'Unsupported network. Choose a supported network',
  })
  await expect.element(button).toBeVisible()
  await expect.element(button).toHaveAttribute('data-unsupported', 'true')
  await expect
    .element(screen.getByTestId('network-button-name'))
    .toHaveTextContent('Unsupported network')
  expect(button.element().className).toContain('portico-button--warning')
  portico.close()
  await button.click()
  expect(portico.stores.router.getState().history.at(-1)?.view).toBe('UnsupportedChain')
})
