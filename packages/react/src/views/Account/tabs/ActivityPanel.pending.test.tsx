import type { ApiBalance, ApiHistoryItem } from '@portico/core'
import { createFakeAdapter, testInstance, testNetwork, until } from '@portico/core/testing'
import { afterEach, expect, test, vi } from 'vitest'
import { render } from 'vitest-browser-react'
import { PorticoProvider } from '../../../PorticoProvider.js'
import { ActivityPanel } from './ActivityPanel.js'
import { createAccountApiFetchMock } from './testing/createAccountApiFetchMock.js'

// spec §9 "pending-transactions limit 99": what the widget sent shows as pending in the Activity
// tab of its account and chain until mined. The wallet is core's fake one, here one whose adapter
// cannot wait for receipts, so the send stays pending until the history lists it.
const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const TO = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const eth: ApiBalance = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:31337',
  quantity: { decimals: '18', numeric: '10.5' },
  price: 3000,
  value: 31500,
  iconUrl: '',
}

afterEach(() => vi.unstubAllGlobals())

const pendingRows = () => [
  ...document.querySelectorAll<HTMLElement>('[data-testid="portico-pending-transaction"]'),
]

test("a send not mined yet shows as 'Pending' above the history, in the locale, until the history lists it", async () => {
  const api = createAccountApiFetchMock({ history: { '': { data: [], next: null } } })
  vi.stubGlobal('fetch', api.fetch)
  const fake = createFakeAdapter('eip155', [{ id: 'w1', address: ADDRESS, chainId: 31337 }])
  delete fake.adapter.waitForTransaction
  const portico = testInstance({
    networks: [testNetwork(31337)],
    adapters: [fake.adapter],
    apiUrl: 'http://api.test',
    features: { email: false, socials: false, analytics: false },
  })
  portico.mount()
  await portico.connect({ connectorId: 'w1' })
  portico.send.setToken({ token: eth })
  portico.send.setAmount({ amount: '0.1' })
  portico.send.setReceiver({ receiver: { address: TO } })
  const { hash } = await portico.send.sendTokens()

  const screen = await render(
    <PorticoProvider instance={portico} locale="de">
      <ActivityPanel namespace="eip155" address={ADDRESS} />
    </PorticoProvider>,
  )
  await until(() => pendingRows().length === 1)
  const list = screen.getByRole('list', { name: 'Ausstehend' })
  await expect.element(list).toBeVisible()
  const row = pendingRows()[0] as HTMLElement
  expect(row.dataset.hash).toBe(hash)
  expect(row.textContent).toContain('Gesendet')
  expect(row.textContent).toContain(`${hash.slice(0, 4)}…${hash.slice(-6)}`)
  expect(row.textContent).toContain('Ausstehend')

  // Mined and indexed: the history lists it, the pending row goes.
  const mined: ApiHistoryItem = {
    id: hash,
    metadata: {
      minedAt: new Date().toISOString(),
      chain: 'eip155:31337',
      operationType: 'send',
      status: 'confirmed',
      sentFrom: ADDRESS,
      sentTo: TO,
    },
    transfers: [
      { quantity: { numeric: '0.1' }, direction: 'out', fungible_info: { symbol: 'ETH' } },
    ],
  }
  api.script.history = { '': { data: [mined], next: null } }
  await portico.activity.fetchTransactions({ force: true })
  await until(() => pendingRows().length === 0)
  await until(
    () => document.querySelector(`[data-testid="portico-transaction"][data-id="${hash}"]`) !== null,
  )
})
