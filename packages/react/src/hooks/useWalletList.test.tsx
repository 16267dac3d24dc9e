import type { ChainAdapter, WalletCatalogueEntry } from '@portico/core'
import { createFakeAdapter, testInstance, testNetwork, until } from '@portico/core/testing'
import { afterEach, expect, test, vi } from 'vitest'
import { render } from 'vitest-browser-react'
import { PorticoProvider } from '../PorticoProvider.js'
import { type UseConnectReturnType, useConnect } from './useConnect.js'
import { type UseWalletListReturnType, useWalletList } from './useWalletList.js'

let list: UseWalletListReturnType | undefined
let connection: UseConnectReturnType | undefined
/** A dApp's own wallet list: every row a button that connects it. */
function OwnWalletList() {
  list = useWalletList()
  connection = useConnect()
  return (
    <>
      <ul data-testid="rows">
        {list.wallets.map((w) => (
          <li key={w.id}>
            <button type="button" onClick={() => connection?.connect(w)}>
              {`${w.group}:${w.id}`}
            </button>
          </li>
        ))}
      </ul>
      <p data-testid="status">{`${connection.status} ${connection.error?.shortMessage ?? ''}`}</p>
    </>
  )
}

const rows = () => list?.wallets.map((w) => `${w.group}:${w.id}`)

afterEach(() => {
  vi.unstubAllGlobals()
  list = undefined
  connection = undefined
})

function setup(extra: Parameters<typeof testInstance>[0] = {}) {
  const evm = createFakeAdapter('eip155', [
    { id: 'w1', address: '0xA', chainId: 31337 },
    { id: 'w2', address: '0xB', chainId: 31337 },
    { id: 'wc', type: 'WALLET_CONNECT', address: '0xC', chainId: 31337 },
    { id: 'email', type: 'AUTH', address: '0xE', chainId: 31337 },
  ])
  const portico = testInstance({
    networks: [testNetwork(31337)],
    adapters: [evm.adapter],
    customWallets: [{ id: 'c1', name: 'Custom One', webappLink: 'https://c1.example' }],
    ...extra,
  })
  return { portico, evm }
}

test('useWalletList without an API: connectors in spec §2 order (walletConnect, recent, injected, custom), the auth connector left out', async () => {
  const { portico } = setup()
  await render(
    <PorticoProvider instance={portico}>
      <OwnWalletList />
    </PorticoProvider>,
  )
  await until(() => rows()?.length === 4)
  expect(rows()).toEqual(['walletConnect:wc', 'injected:w1', 'injected:w2', 'custom:c1'])
  await portico.connect({ connectorId: 'w2' })
  await expect.poll(rows).toEqual(['walletConnect:wc', 'recent:w2', 'injected:w1', 'custom:c1'])
  expect(list?.recent.map((w) => w.id)).toEqual(['w2'])
  expect(list).toMatchObject({ isLoading: false, hasNextPage: false })
  // Without the catalogue, AllWallets has the custom wallets only.
  expect(list?.allWallets.map((w) => w.id)).toEqual(['c1'])
})

test('useConnect: connects a row — pending, then success; a refusal gives error with the spec §8 message', async () => {
  const { portico, evm } = setup()
  const screen = await render(
    <PorticoProvider instance={portico}>
      <OwnWalletList />
    </PorticoProvider>,
  )
  await expect.element(screen.getByTestId('status')).toHaveTextContent('idle')
  evm.fail('connect:w2')
  await screen.getByRole('button', { name: 'injected:w2' }).click()
  await expect.element(screen.getByTestId('status')).toHaveTextContent('error Connection rejected')
  await screen.getByRole('button', { name: 'injected:w1' }).click()
  await expect.element(screen.getByTestId('status')).toHaveTextContent('success')
  expect(portico.getAccount()).toMatchObject({ status: 'connected', address: '0xA' })
  expect(evm.calls).toEqual(['connect:w2', 'connect:w1'])
  expect(portico.stores.modal.getState().open).toBe(false)
})

test('useConnect: a catalogue wallet pairs over WalletConnect, its URI is given to the dApp while it waits', async () => {
  const evm = createFakeAdapter('eip155', [
    { id: 'wc', type: 'WALLET_CONNECT', address: '0xC', chainId: 31337 },
  ])
  // The relay connector shows a URI and waits for the wallet's approval until `approve()`.
  let approve = () => {}
  const relay: ChainAdapter = {
    ...evm.adapter,
    async connect(parameters) {
      portico._internal.stores.pairing.setState({
        status: 'ready',
        uri: 'wc:abc@2?relay-protocol=irn&symKey=00',
        createdAt: Date.now(),
      })
      await new Promise<void>((resolve) => {
        approve = resolve
      })
      return evm.adapter.connect(parameters)
    },
  }
  const portico = testInstance({ networks: [testNetwork(31337)], adapters: [relay] })
  await render(
    <PorticoProvider instance={portico}>
      <OwnWalletList />
    </PorticoProvider>,
  )
  await until(() => connection !== undefined)
  connection?.connect({ id: 'gamma', name: 'Gamma', imageId: 'img-gamma', installed: false })
  await expect.poll(() => connection?.pairingUri).toBe('wc:abc@2?relay-protocol=irn&symKey=00')
  expect(connection?.status).toBe('pending')
  approve()
  await expect.poll(() => connection?.status).toBe('success')
  expect(connection?.pairingUri).toBeUndefined()
  await expect.poll(() => list?.recent.map((w) => [w.id, w.installed])).toEqual([['gamma', false]])
})

/** The catalogue: 50 wallets of eip155, ranked w01 … w50. */
const CATALOGUE: WalletCatalogueEntry[] = Array.from({ length: 50 }, (_, i) => {
  const id = `w${String(i + 1).padStart(2, '0')}`
  return { id, name: `Wallet ${id}`, image_id: `img-${id}`, chains: ['eip155:1'] }
})

/**
 * A stand-in for the Portico API's /getWallets (page, entries, include, exclude, search), served
 * through `fetch` inside the browser, where the real API (tested with core's fetch functions in
 * services/api) cannot run. Every other route answers an empty configuration.
 */
function catalogueStandIn(requests: URL[]) {
  return async (input: RequestInfo | URL): Promise<Response> => {
    const url = new URL(String(input instanceof Request ? input.url : input))
    requests.push(url)
    const json = (body: unknown, status = 200) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      })
    if (url.pathname === '/appkit/v1/config') return json({ features: [] })
    if (url.pathname !== '/getWallets') return json({})
    const q = url.searchParams
    const list = (name: string) => (q.get(name) ?? '').split(',').filter(Boolean)
    const search = (q.get('search') ?? '').toLowerCase()
    if (search === 'boom') return json({ error: { code: 'SERVER_ERROR', message: 'boom' } }, 500)
    const matches = CATALOGUE.filter(
      (w) =>
        (list('include').length === 0 || list('include').includes(w.id)) &&
        !list('exclude').includes(w.id) &&
        w.name.toLowerCase().includes(search),
    )
    const entries = Number(q.get('entries'))
    const page = Number(q.get('page'))
    return json({
      data: matches.slice((page - 1) * entries, page * entries),
      count: matches.length,
    })
  }
}

test('useWalletList with the catalogue: featured ids first, 4 recommended, pages of 40, a search after the 300 ms wait (spec §9), errors reported', async () => {
  const requests: URL[] = []
  vi.stubGlobal('fetch', catalogueStandIn(requests))
  const { portico } = setup({
    apiUrl: 'http://catalogue.test',
    featuredWalletIds: ['w07', 'w03'],
    excludeWalletIds: ['w01'],
    features: { analytics: false, email: false, socials: false },
  })
  await render(
    <PorticoProvider instance={portico}>
      <OwnWalletList />
    </PorticoProvider>,
  )
  await expect
    .poll(rows)
    .toEqual([
      'walletConnect:wc',
      'injected:w1',
      'injected:w2',
      'featured:w07',
      'featured:w03',
      'custom:c1',
      'recommended:w02',
      'recommended:w04',
      'recommended:w05',
      'recommended:w06',
    ])
  // The whole catalogue: featured first, the custom wallet, then the first page (w01 excluded).
  await expect.poll(() => list?.allWallets.length).toBe(2 + 1 + 40 - 2)
  expect(list?.allWallets.slice(0, 4).map((w) => w.id)).toEqual(['w07', 'w03', 'c1', 'w02'])
  expect(list).toMatchObject({ count: 49, hasNextPage: true, isLoading: false })
  expect(list?.imageUrl(list.featured[0] ?? {})).toBe(
    'http://catalogue.test/getWalletImage/img-w07?projectId=p1&st=portico&sv=js-0.1.0',
  )

  await list?.fetchNextPage()
  await expect.poll(() => list?.hasNextPage).toBe(false)
  expect(list?.allWallets.at(-1)?.id).toBe('w50')

  const searchesBefore = () => requests.filter((r) => r.searchParams.has('search')).length
  list?.setSearch('w4')
  await new Promise((resolve) => setTimeout(resolve, 100))
  expect(searchesBefore()).toBe(0)
  await expect
    .poll(() => list?.allWallets.map((w) => w.id))
    .toEqual(Array.from({ length: 10 }, (_, i) => `w${40 + i}`))
  expect(searchesBefore()).toBe(1)
  expect(list?.hasNextPage).toBe(false)

  list?.setSearch('boom')
  await expect.poll(() => list?.error?.message).toMatch(/^HTTP status code: 500/)
  list?.setSearch('')
  await expect.poll(() => list?.allWallets.length).toBe(2 + 1 + 49 - 2)
})
