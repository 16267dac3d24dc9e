import type { ApiHistoryItem, ApiHistoryTransfer } from '@portico/core'
import { createFakeAdapter, testInstance, testNetwork, until } from '@portico/core/testing'
import { afterEach, expect, test, vi } from 'vitest'
import { render } from 'vitest-browser-react'
import { PorticoProvider } from '../../../PorticoProvider.js'
import { recordImageSources } from '../../../ui/testing/recordImageSources.js'
import { ActivityPanel } from './ActivityPanel.js'
import { createAccountApiFetchMock } from './testing/createAccountApiFetchMock.js'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

const fungible = (
  numeric: string,
  symbol: string,
  direction: ApiHistoryTransfer['direction'],
): ApiHistoryTransfer => ({
  quantity: { numeric },
  direction,
  fungible_info: { name: symbol, symbol },
})
const nft = (name: string, spam: boolean): ApiHistoryTransfer => ({
  quantity: { numeric: '1' },
  direction: 'in',
  nft_info: { name, flags: { is_spam: spam } },
})
const tx = (
  id: string,
  minedAt: string,
  operationType: string,
  transfers: ApiHistoryTransfer[],
  chain = 'eip155:31337',
): ApiHistoryItem => ({
  id,
  metadata: {
    minedAt,
    chain,
    operationType,
    status: 'confirmed',
    sentFrom: ADDRESS,
    sentTo: OTHER,
  },
  transfers,
})

afterEach(() => vi.unstubAllGlobals())

async function setup(
  history: Parameters<typeof createAccountApiFetchMock>[0]['history'],
  beforeRender: (api: ReturnType<typeof createAccountApiFetchMock>) => void = () => {},
) {
  const api = createAccountApiFetchMock({ history })
  vi.stubGlobal('fetch', api.fetch)
  const fake = createFakeAdapter('eip155', [{ id: 'w1', address: ADDRESS, chainId: 31337 }])
  const portico = testInstance({
    networks: [testNetwork(31337)],
    adapters: [fake.adapter],
    apiUrl: 'http://api.test',
    features: { email: false, socials: false, analytics: false },
  })
  portico.mount()
  await portico.connect({ connectorId: 'w1' })
  await until(() => portico.getAccount().balance !== undefined)
  beforeRender(api)
  const screen = await render(
    <PorticoProvider instance={portico} locale="en">
      <ActivityPanel namespace="eip155" address={ADDRESS} />
    </PorticoProvider>,
  )
  return { api, portico, screen }
}

const rows = () => [...document.querySelectorAll('[data-testid="portico-transaction"]')]

test('Activity: grouped by month (localised names), each transaction with its operation, transfers with direction and 3-decimal quantities, and relative time', async () => {
  const recent = new Date(Date.now() - 5 * 60_000).toISOString()
  const { screen } = await setup({
    '': {
      data: [
        tx('0xa', recent, 'send', [fungible('1.23456789', 'ETH', 'out')]),
        tx('0xb', '2026-10-15T12:00:00Z', 'receive', [fungible('250', 'USDC', 'in')]),
        tx('0xc', '2026-10-14T12:00:00Z', 'trade', [
          fungible('2', 'ETH', 'out'),
          fungible('1999.5', 'WETH', 'in'),
          nft('Spam #1', true),
        ]),
        tx('0xd', '2026-10-13T12:00:00Z', 'receive', [nft('Portico Pal #8', false)]),
        // Spec §5: dropped — every transfer is a spam NFT; another chain's transaction.
        tx('0xspam', '2026-10-12T12:00:00Z', 'receive', [nft('Spam #2', true)]),
        tx('0xother', '2026-10-11T12:00:00Z', 'send', [fungible('1', 'ETH', 'out')], 'eip155:1'),
      ],
      next: null,
    },
  })
  await until(() => rows().length === 4)
  const months = screen.getByTestId('portico-activity-month')
  const thisMonth = new Intl.DateTimeFormat('en', { month: 'long', year: 'numeric' }).format(
    new Date(recent),
  )
  expect(months.elements().map((m) => m.querySelector('h3')?.textContent)).toEqual([
    thisMonth,
    'October 2026',
  ])
  // Each month is a region named by its heading, holding a list.
  await expect.element(screen.getByRole('region', { name: 'October 2026' })).toBeVisible()
  expect(
    screen.getByRole('region', { name: 'October 2026' }).getByRole('listitem').elements(),
  ).toHaveLength(3)
  const row = (id: string) => document.querySelector(`[data-id="${id}"]`) as HTMLElement
  expect(row('0xa').textContent).toContain('Sent')
  expect(row('0xa').textContent).toContain('−1.234 ETH')
  expect(row('0xa').querySelector('time')?.textContent).toBe('5 minutes ago')
  expect(row('0xa').querySelector('time')?.getAttribute('datetime')).toBe(recent)
  expect(row('0xb').textContent).toContain('Received')
  expect(row('0xb').textContent).toContain('+250 USDC')
  expect(row('0xc').textContent).toContain('Swapped')
  expect(
    row('0xc').querySelector('[data-testid="portico-transaction-transfers"]')?.textContent,
  ).toBe('−2 ETH, +1999.5 WETH')
  expect(row('0xd').textContent).toContain('+Portico Pal #8')
  expect(row('0xspam')).toBeNull()
  expect(row('0xother')).toBeNull()
  await expect.element(screen.getByText('4 transactions')).toBeInTheDocument()
})

test('Activity: the next page (the next cursor) loads when the list is scrolled to its end, not before', async () => {
  const day = (i: number) => new Date(Date.UTC(2026, 9, 28 - i, 12)).toISOString()
  const page = (from: number, count: number) =>
    Array.from({ length: count }, (_, i) =>
      tx(`0x${from + i}`, day(from + i), 'send', [fungible('0.1', 'ETH', 'out')]),
    )
  const { api } = await setup({
    '': { data: page(0, 20), next: 'c2' },
    c2: { data: page(20, 5), next: null },
  })
  await until(() => rows().length === 20)
  await new Promise((resolve) => setTimeout(resolve, 200))
  expect(api.requestsTo('/history').map((u) => u.searchParams.get('cursor'))).toEqual([null])
  const scroller = document.querySelector('[data-testid="portico-activity-scroll"]') as HTMLElement
  expect(scroller.scrollHeight).toBeGreaterThan(scroller.clientHeight)
  scroller.scrollTop = scroller.scrollHeight
  await until(() => rows().length === 25)
  expect(api.requestsTo('/history').map((u) => u.searchParams.get('cursor'))).toEqual([null, 'c2'])
  // The last page: nothing more is asked.
  scroller.scrollTop = scroller.scrollHeight
  await new Promise((resolve) => setTimeout(resolve, 200))
  expect(api.requestsTo('/history')).toHaveLength(2)
})

test('Activity: loading, then the empty state', async () => {
  const { api, screen } = await setup({ '': { data: [], next: null } }, (mock) =>
    mock.hold('/history'),
  )
  await expect
    .element(screen.getByTestId('portico-tab-loading'))
    .toHaveAttribute('aria-busy', 'true')
  api.release()
  await expect.element(screen.getByTestId('portico-tab-empty')).toHaveTextContent('No activity yet')
})

test("Activity: 'Failed to fetch transactions' for the first page, with a retry; a failing later page keeps the list and retries", async () => {
  const day = (i: number) => new Date(Date.UTC(2026, 9, 28 - i, 12)).toISOString()
  const page = (from: number, count: number) =>
    Array.from({ length: count }, (_, i) =>
      tx(`0x${from + i}`, day(from + i), 'send', [fungible('0.1', 'ETH', 'out')]),
    )
  const { api, screen } = await setup(
    { '': { data: page(0, 20), next: 'c2' }, c2: { data: page(20, 2), next: null } },
    (mock) => mock.failNext('/history', 1),
  )
  await expect.element(screen.getByRole('alert')).toHaveTextContent('Failed to fetch transactions')
  await screen.getByRole('button', { name: 'Try again' }).click()
  await until(() => rows().length === 20)
  api.failNext('/history', 1)
  const scroller = document.querySelector('[data-testid="portico-activity-scroll"]') as HTMLElement
  scroller.scrollTop = scroller.scrollHeight
  await expect
    .element(screen.getByTestId('portico-activity-more-error'))
    .toHaveTextContent('Failed to fetch transactions')
  expect(rows()).toHaveLength(20)
  await screen.getByTestId('portico-activity-more-retry').click()
  await until(() => rows().length === 22)
})

test('spec §7 "/public/getTokenImage/{id}": a transfer of a token without an icon shows its catalogue image; an NFT without a preview, its initial (the catalogue has no NFTs)', async () => {
  const images = recordImageSources()
  await setup({
    '': {
      data: [
        tx('0xa', '2026-10-15T12:00:00Z', 'receive', [fungible('250', 'USDC', 'in')]),
        tx('0xb', '2026-10-14T12:00:00Z', 'receive', [nft('Portico Pal #8', false)]),
      ],
      next: null,
    },
  })
  await until(() => rows().length === 2)
  await until(() => images.sources.length > 0)
  images.stop()
  expect(images.sources).toEqual([
    'http://api.test/public/getTokenImage/USDC?projectId=p1&st=portico&sv=js-0.1.0',
  ])
  const nftRow = document.querySelector('[data-id="0xb"]') as HTMLElement
  expect(nftRow.querySelector('img')).toBeNull()
  expect(
    nftRow.querySelector('[data-testid="portico-token-letter"]')?.getAttribute('data-initial'),
  ).toBe('P')
})
