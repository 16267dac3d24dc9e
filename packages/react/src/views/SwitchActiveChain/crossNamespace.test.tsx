import { createFakeAdapter, testInstance, testNetwork, until } from '@portico/core/testing'
import { expect, test } from 'vitest'
import { render } from 'vitest-browser-react'
import { PorticoProvider } from '../../PorticoProvider.js'

// Issue 10 "Network switching per spec §2 and §4 … across namespaces … in the UI": the whole
// path through the modal, with a fake Solana adapter standing in until @portico/solana lands.

const A = testNetwork(31337, 'eip155', 'Anvil')
const SOL = testNetwork('devnet', 'solana', 'Solana Devnet')

const root = () => document.querySelector('portico-modal')?.shadowRoot ?? null
const byTestId = (id: string) => root()?.querySelector<HTMLElement>(`[data-testid="${id}"]`) ?? null
async function find(id: string) {
  await until(() => byTestId(id) !== null, 5_000)
  return byTestId(id) as HTMLElement
}
const views = (portico: ReturnType<typeof testInstance>) =>
  portico.stores.router.getState().history.map((e) => e.view)

test('across namespaces in the modal: Networks → Solana → SwitchActiveChain → Connect → a Solana wallet; back to EVM through SwitchNetwork; each namespace keeps its account', async () => {
  const evm = createFakeAdapter('eip155', [{ id: 'w1', address: '0xA', chainId: 31337 }])
  const sol = createFakeAdapter('solana', [{ id: 's1', address: 'So1', chainId: 'devnet' }])
  const portico = testInstance({ networks: [A, SOL], adapters: [evm.adapter, sol.adapter] })
  portico.mount()
  await render(<PorticoProvider instance={portico} />)
  await portico.connect({ connectorId: 'w1' })
  portico.open()

  // Account → Networks → Solana Devnet: an address on EVM, none on Solana → SwitchActiveChain.
  ;(await find('portico-network-button')).click()
  ;(await find('portico-network-solana:devnet')).click()
  await find('portico-switch-active-chain')
  expect(views(portico)).toEqual(['Account', 'Networks', 'SwitchActiveChain'])
  expect(root()?.querySelector('h2')?.textContent).toBe('Switch Network')
  ;(await find('portico-switch-active-chain-confirm')).click()

  // Connect replaced it (navigateWithReplace), Solana active and not connected yet.
  await until(() => views(portico).at(-1) === 'Connect')
  expect(views(portico)).toEqual(['Account', 'Networks', 'Connect'])
  expect(portico.stores.chains.getState()).toMatchObject({
    activeNamespace: 'solana',
    isSwitchingNamespace: false,
  })
  ;(await find('wallet-option-s1')).click()
  await until(() => portico.getAccount({ namespace: 'solana' }).status === 'connected')
  expect(portico.getAccount()).toMatchObject({ address: 'So1', caipAddress: 'solana:devnet:So1' })
  expect(portico.getAccount({ namespace: 'eip155' })).toMatchObject({
    status: 'connected',
    address: '0xA',
  })

  // Back to EVM: it has an address, so SwitchNetwork asks its wallet (spec §2 rule 3).
  portico.open()
  ;(await find('portico-network-button')).click()
  ;(await find('portico-network-eip155:31337')).click()
  await until(() => portico.stores.chains.getState().activeNamespace === 'eip155')
  expect(evm.calls).toContain('switchNetwork:w1:31337')
  await until(() => views(portico).at(-1) === 'Networks')
  expect(portico.getAccount()).toMatchObject({ address: '0xA', caipAddress: 'eip155:31337:0xA' })
  expect(portico.getAccount({ namespace: 'solana' })).toMatchObject({
    status: 'connected',
    address: 'So1',
  })
  expect(byTestId('portico-network-eip155:31337')?.getAttribute('aria-current')).toBe('true')
})
