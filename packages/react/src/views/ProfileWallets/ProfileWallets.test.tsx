import { type CreatePorticoParameters, shortenAddress } from '@portico/core/internal'
import { createFakeAdapter, testInstance, testNetwork, until } from '@portico/core/testing'
import axe from 'axe-core'
import { expect, test } from 'vitest'
import { userEvent } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { PorticoProvider } from '../../PorticoProvider.js'
import { ProfileWallets } from './ProfileWallets.js'

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

const EVM_1 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const EVM_2 = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const SOL = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'

async function setup(overrides: Partial<CreatePorticoParameters> = {}, connect: string[] = []) {
  const evm = createFakeAdapter('eip155', [
    { id: 'w1', address: EVM_1, chainId: 31337 },
    { id: 'w2', address: EVM_2, chainId: 31337 },
  ])
  const sol = createFakeAdapter('solana', [{ id: 's1', address: SOL, chainId: 'devnet' }])
  const portico = testInstance({
    networks: [testNetwork(31337), testNetwork('devnet', 'solana')],
    adapters: [evm.adapter, sol.adapter],
    ...overrides,
  })
  portico.mount()
  for (const id of connect) await portico.connect({ connectorId: id })
  // The view alone, not in the modal: the router holds what the modal would.
  portico._internal.stores.router.setState({
    history: [{ view: 'Account' }, { view: 'ProfileWallets' }],
  })
  const screen = await render(
    <PorticoProvider instance={portico}>
      <ProfileWallets />
    </PorticoProvider>,
  )
  return { portico, evm, screen }
}

test('ProfileWallets: the wallets of every namespace under its heading, with name, short address and the active one marked', async () => {
  const { screen } = await setup({ features: { multiWallet: true } }, ['w1', 's1', 'w2'])
  await expect.element(screen.getByRole('heading', { name: 'EVM' })).toBeVisible()
  await expect.element(screen.getByRole('heading', { name: 'Solana' })).toBeVisible()
  const w2 = screen.getByTestId('portico-wallet-row-eip155:w2')
  await expect.element(w2).toHaveAttribute('aria-current', 'true')
  await expect.element(w2).toHaveTextContent('0x70…dc79C8')
  await expect
    .element(screen.getByTestId('portico-wallet-active-eip155:w2'))
    .toHaveTextContent('Active')
  const w1 = screen.getByTestId('portico-wallet-row-eip155:w1')
  await expect.element(w1).not.toHaveAttribute('aria-current')
  await expect.element(screen.getByRole('button', { name: 'Switch to w1' })).toBeVisible()
  await expect
    .element(screen.getByTestId('portico-wallet-row-solana:s1'))
    .toHaveTextContent(shortenAddress(SOL))
})

test('ProfileWallets: Switch makes a connected wallet the active one (core switchConnection)', async () => {
  const { portico, screen } = await setup({ features: { multiWallet: true } }, ['w1', 'w2'])
  await screen.getByRole('button', { name: 'Switch to w1' }).click()
  await expect
    .element(screen.getByTestId('portico-wallet-row-eip155:w1'))
    .toHaveAttribute('aria-current', 'true')
  expect(portico.getAccount().address).toBe(EVM_1)
  await expect.element(screen.getByRole('button', { name: 'Switch to w2' })).toBeVisible()
})

test('ProfileWallets: per-wallet Disconnect removes that wallet only; Add wallet opens Connect', async () => {
  const { portico, evm, screen } = await setup({ features: { multiWallet: true } }, ['w1', 'w2'])
  await screen.getByRole('button', { name: 'Disconnect w1' }).click()
  await until(() => evm.calls.includes('disconnect:w1'))
  await expect.element(screen.getByTestId('portico-wallet-row-eip155:w1')).not.toBeInTheDocument()
  await expect.element(screen.getByTestId('portico-wallet-row-eip155:w2')).toBeVisible()
  expect(portico.getAccount().status).toBe('connected')
  await screen.getByTestId('portico-add-wallet').click()
  expect(portico.stores.router.getState().history.at(-1)?.view).toBe('Connect')
})

test("ProfileWallets: error state — a wallet that refuses to let go shows 'Failed to disconnect'", async () => {
  const { evm, screen } = await setup({ features: { multiWallet: true } }, ['w1', 'w2'])
  evm.fail('disconnect:w1')
  await screen.getByRole('button', { name: 'Disconnect w1' }).click()
  await expect
    .element(screen.getByTestId('portico-profile-wallets-error'))
    .toHaveTextContent('Failed to disconnect')
})

test("ProfileWallets: without multiWallet, the 'multi-wallet not enabled' info (spec §8) and no Add wallet", async () => {
  const { screen } = await setup({}, ['w1'])
  await expect
    .element(screen.getByTestId('portico-multi-wallet-disabled'))
    .toHaveTextContent('Multi-Wallet Not Enabled')
  expect(screen.container.querySelector('[data-testid="portico-add-wallet"]')).toBeNull()
})

test('ProfileWallets: empty state — no wallet connected', async () => {
  const { screen } = await setup({ features: { multiWallet: true } })
  await expect
    .element(screen.getByTestId('portico-no-connections'))
    .toHaveTextContent('No wallet is connected.')
})

test('ProfileWallets: accessible — axe finds no violation with several wallets or with the multi-wallet info', async () => {
  const many = await setup({ features: { multiWallet: true } }, ['w1', 's1', 'w2'])
  await expect.element(many.screen.getByTestId('portico-wallet-row-eip155:w1')).toBeVisible()
  expect(await violations(many.screen.container)).toEqual([])
  many.screen.unmount()
  const one = await setup({}, ['w1'])
  await expect.element(one.screen.getByTestId('portico-multi-wallet-disabled')).toBeVisible()
  expect(await violations(one.screen.container)).toEqual([])
})

test('ProfileWallets: keyboard — Tab reaches Switch, Enter switches; the list and its rows are a list', async () => {
  const { portico, screen } = await setup({ features: { multiWallet: true } }, ['w1', 'w2'])
  const group = screen.getByRole('region', { name: 'EVM' })
  await expect.element(group.getByRole('list')).toBeVisible()
  expect(group.getByRole('listitem').elements()).toHaveLength(2)
  const switchW1 = screen.getByRole('button', { name: 'Switch to w1' })
  await expect.element(switchW1).toBeVisible()
  for (let i = 0; i < 6 && document.activeElement !== switchW1.element(); i++) await userEvent.tab()
  await expect.element(switchW1).toHaveFocus()
  await userEvent.keyboard('{Enter}')
  await until(() => portico.getAccount().address === EVM_1)
  await expect
    .element(screen.getByTestId('portico-wallet-row-eip155:w1'))
    .toHaveAttribute('aria-current', 'true')
})
