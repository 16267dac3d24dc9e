import type { ChainAdapter } from '@portico/core'
import { createFakeAdapter, testInstance, testNetwork } from '@portico/core/testing'
import { expect, test } from 'vitest'
import { render } from 'vitest-browser-react'
import { PorticoProvider } from '../PorticoProvider.js'
import { useAccount } from './useAccount.js'
import { useSwitchNetwork } from './useSwitchNetwork.js'

const A = testNetwork(31337, 'eip155', 'Anvil')
const B = testNetwork(31338, 'eip155', 'Anvil B')
const SOL = testNetwork('devnet', 'solana', 'Solana Devnet')
const SOL_2 = testNetwork('testnet', 'solana', 'Solana Testnet')

function Switcher() {
  const { switchNetwork, status, error, isSwitching, isSwitchingNamespace, reset } =
    useSwitchNetwork()
  const account = useAccount()
  const evm = useAccount({ namespace: 'eip155' })
  return (
    <>
      <p data-testid="state">
        {status} | switching {String(isSwitching)} | namespace {String(isSwitchingNamespace)} |
        active {account.namespace} {account.caipAddress ?? '-'} | evm {evm.caipAddress ?? '-'}
      </p>
      {error && <p role="alert">{error.shortMessage}</p>}
      {[A, B, SOL, SOL_2].map((n) => (
        <button key={n.caipNetworkId} type="button" onClick={() => switchNetwork(n)}>
          {n.name}
        </button>
      ))}
      <button type="button" onClick={reset}>
        Reset
      </button>
    </>
  )
}

async function setup() {
  const evm = createFakeAdapter('eip155', [{ id: 'w1', address: '0xA', chainId: 31337 }])
  const sol = createFakeAdapter('solana', [{ id: 's1', address: 'So1', chainId: 'devnet' }])
  let release = () => {}
  const heldSolana: ChainAdapter = {
    ...sol.adapter,
    async switchNetwork(parameters) {
      await new Promise<void>((resolve) => {
        release = resolve
      })
      return sol.adapter.switchNetwork?.(parameters)
    },
  }
  const portico = testInstance({
    networks: [A, B, SOL, SOL_2],
    adapters: [evm.adapter, heldSolana],
  })
  portico.mount()
  const screen = await render(
    <PorticoProvider instance={portico}>
      <Switcher />
    </PorticoProvider>,
  )
  return { portico, evm, sol, screen, release: () => release() }
}

test('useSwitchNetwork: between EVM chains, the wallet follows and the status ends in success', async () => {
  const { portico, evm, screen } = await setup()
  await portico.connect({ connectorId: 'w1' })
  const state = screen.getByTestId('state')
  await expect.element(state).toHaveTextContent('idle | switching false')
  await screen.getByRole('button', { name: 'Anvil B' }).click()
  await expect.element(state).toHaveTextContent('success | switching false')
  await expect.element(state).toHaveTextContent('active eip155 eip155:31338:0xA')
  expect(evm.calls).toContain('switchNetwork:w1:31338')
})

test('useSwitchNetwork: across namespaces the is-switching flags are up while the other wallet answers, and each namespace keeps its account', async () => {
  const { portico, sol, screen, release } = await setup()
  await portico.connect({ connectorId: 's1' })
  await portico.connect({ connectorId: 'w1' })
  const state = screen.getByTestId('state')
  await screen.getByRole('button', { name: 'Solana Testnet' }).click()
  await expect.element(state).toHaveTextContent('pending | switching true | namespace true')
  await expect.element(state).toHaveTextContent('active eip155 eip155:31337:0xA')
  release()
  await expect.element(state).toHaveTextContent('success | switching false | namespace false')
  await expect
    .element(state)
    .toHaveTextContent('active solana solana:testnet:So1 | evm eip155:31337:0xA')
  expect(sol.calls).toContain('switchNetwork:s1:testnet')
})

test("useSwitchNetwork: a refusal is the error ('User rejected the request.'), the network stays; reset clears it", async () => {
  const { portico, evm, screen } = await setup()
  await portico.connect({ connectorId: 'w1' })
  evm.fail('switchNetwork:w1')
  await screen.getByRole('button', { name: 'Anvil B' }).click()
  await expect.element(screen.getByRole('alert')).toHaveTextContent('User rejected the request.')
  const state = screen.getByTestId('state')
  await expect.element(state).toHaveTextContent('error | switching false')
  await expect.element(state).toHaveTextContent('active eip155 eip155:31337:0xA')
  await screen.getByRole('button', { name: 'Reset' }).click()
  await expect.element(state).toHaveTextContent('idle')
  expect(screen.container.querySelector('[role="alert"]')).toBeNull()
})
