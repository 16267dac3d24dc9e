import { createFakeAdapter, testInstance, testNetwork } from '@portico/core/testing'
import { useState } from 'react'
import { expect, test } from 'vitest'
import { render } from 'vitest-browser-react'
import { PorticoProvider } from '../PorticoProvider.js'
import { type UseAccountReturnType, useAccount } from './useAccount.js'

function setup() {
  const evm = createFakeAdapter('eip155', [
    { id: 'w1', address: '0xA1', chainId: 31337 },
    { id: 'email', type: 'AUTH', address: '0xE1', chainId: 31337 },
  ])
  const sol = createFakeAdapter('solana', [{ id: 's1', address: 'So1ana', chainId: 'devnet' }])
  const portico = testInstance({
    networks: [testNetwork(31337), testNetwork('devnet', 'solana')],
    adapters: [evm.adapter, sol.adapter],
  })
  return { portico, evm }
}

function Account({ namespace }: { namespace?: 'eip155' | 'solana' }) {
  const account = useAccount({ namespace })
  return (
    <p data-testid={`account-${namespace ?? 'active'}`}>
      {account.namespace} {account.status} {account.address ?? '-'} {account.caipAddress ?? '-'}{' '}
      {account.balance ?? '-'} {account.embeddedWalletInfo?.authProvider ?? 'no-embedded'}
    </p>
  )
}

test('useAccount: per namespace — status, address, CAIP-10 address, balance; the active one by default', async () => {
  const { portico } = setup()
  const screen = await render(
    <PorticoProvider instance={portico}>
      <Account />
      <Account namespace="eip155" />
      <Account namespace="solana" />
    </PorticoProvider>,
  )
  await expect
    .element(screen.getByTestId('account-solana'))
    .toHaveTextContent('solana disconnected - - - no-embedded')
  await portico.connect({ connectorId: 'w1' })
  await expect
    .element(screen.getByTestId('account-eip155'))
    .toHaveTextContent('eip155 connected 0xA1 eip155:31337:0xA1 1.234 no-embedded')
  await portico.connect({ connectorId: 's1' })
  await expect
    .element(screen.getByTestId('account-active'))
    .toHaveTextContent('solana connected So1ana solana:devnet:So1ana')
  await expect
    .element(screen.getByTestId('account-eip155'))
    .toHaveTextContent('eip155 connected 0xA1')
})

test('useAccount: embeddedWalletInfo for the auth connector (email login, spec §3 user)', async () => {
  const { portico } = setup()
  const screen = await render(
    <PorticoProvider instance={portico}>
      <Account namespace="eip155" />
    </PorticoProvider>,
  )
  await portico.connect({ connectorId: 'email' })
  await expect
    .element(screen.getByTestId('account-eip155'))
    .toHaveTextContent(/connected 0xE1 .* email$/)
})

const seen: UseAccountReturnType[] = []
let rerender = () => {}
/** Records what useAccount returns on each render; `rerender()` renders it again. */
function Probe() {
  const [, setCount] = useState(0)
  rerender = () => setCount((n) => n + 1)
  seen.push(useAccount())
  return null
}

test('useAccount: the same object while the account does not change, a new one when it does', async () => {
  const { portico } = setup()
  await render(
    <PorticoProvider instance={portico}>
      <Probe />
    </PorticoProvider>,
  )
  await portico.connect({ connectorId: 'w1' })
  await expect.poll(() => seen.at(-1)?.balance).toBe('1.234')
  const before = seen.length
  rerender()
  portico.open()
  await expect.poll(() => seen.length).toBeGreaterThan(before)
  expect(seen.at(-1)).toBe(seen[before - 1])
  await portico.disconnect()
  await expect.poll(() => seen.at(-1)?.status).toBe('disconnected')
  expect(seen.at(-1)).not.toBe(seen[before - 1])
})
