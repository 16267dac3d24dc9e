import { type ApiBalance, BALANCE_RETRY_BLOCK_MS } from '@portico/core/internal'
import { createFakeAdapter, testInstance, testNetwork, until } from '@portico/core/testing'
import { afterEach, expect, test, vi } from 'vitest'
import { render } from 'vitest-browser-react'
import { PorticoProvider } from '../../../PorticoProvider.js'
import { recordImageSources } from '../../../ui/testing/recordImageSources.js'
import { TokensPanel } from './TokensPanel.js'
import { createAccountApiFetchMock } from './testing/createAccountApiFetchMock.js'

/** A 1×1 PNG as a data:image URL (http(s) and data:image URLs are loaded). */
const tokenIcon =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='
const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const API_URL = 'http://api.test'
const A = testNetwork(31337, 'eip155', 'Anvil')

const token = (symbol: string, value: number, extra: Partial<ApiBalance> = {}): ApiBalance => ({
  name: symbol,
  symbol,
  chainId: 'eip155:31337',
  address: `eip155:31337:0x${symbol.toLowerCase().padEnd(40, '0')}`,
  quantity: { decimals: '18', numeric: '1' },
  price: value,
  value,
  iconUrl: '',
  ...extra,
})
const ETH: ApiBalance = {
  ...token('ETH', 3703.7, {
    name: 'Ether',
    quantity: { decimals: '18', numeric: '1.23456789' },
    price: 3000,
    iconUrl: tokenIcon,
  }),
  address: undefined,
}
const USDC = token('USDC', 250.5, {
  name: 'USD Coin',
  quantity: { decimals: '6', numeric: '250.5' },
  price: 1,
  // Fails to load: the letter stands in.
  iconUrl: 'http://127.0.0.1:9/usdc.png',
})
const DAI = token('DAI', 1234.5678, {
  name: 'Dai Stablecoin',
  quantity: { decimals: '18', numeric: '1234.99999' },
  price: 0.99965,
  iconUrl: 'javascript:alert(1)',
})

afterEach(() => vi.unstubAllGlobals())

async function setup(
  script: Parameters<typeof createAccountApiFetchMock>[0],
  beforeRender: (api: ReturnType<typeof createAccountApiFetchMock>) => void = () => {},
) {
  const api = createAccountApiFetchMock(script)
  vi.stubGlobal('fetch', api.fetch)
  const fake = createFakeAdapter('eip155', [{ id: 'w1', address: ADDRESS, chainId: 31337 }])
  const portico = testInstance({
    networks: [A],
    adapters: [fake.adapter],
    apiUrl: API_URL,
    features: { email: false, socials: false, analytics: false },
  })
  portico.mount()
  await portico.connect({ connectorId: 'w1' })
  // The connection's own balance read (syncBalance) is over before the tab asks.
  await until(() => portico.getAccount().balance !== undefined)
  beforeRender(api)
  const screen = await render(
    <PorticoProvider instance={portico} locale="en">
      <TokensPanel namespace="eip155" address={ADDRESS} />
    </PorticoProvider>,
  )
  return { api, portico, screen }
}

test('Tokens: native first, then by value; name, quantity truncated to 3 decimals, value and price in USD with 2 decimals (spec §9)', async () => {
  const { screen } = await setup({ balances: [USDC, DAI, ETH] })
  const list = screen.getByRole('list', { name: 'Tokens' })
  await expect.element(list).toBeVisible()
  const rows = list.getByRole('listitem')
  await until(() => rows.elements().length === 3)
  expect(rows.elements().map((row) => row.getAttribute('data-testid'))).toEqual([
    'portico-token-ETH',
    'portico-token-DAI',
    'portico-token-USDC',
  ])
  const row = (symbol: string) => screen.getByTestId(`portico-token-${symbol}`)
  await expect.element(row('ETH').getByTestId('portico-token-name')).toHaveTextContent('Ether')
  await expect
    .element(row('ETH').getByTestId('portico-token-quantity'))
    .toHaveTextContent('1.234 ETH')
  await expect
    .element(row('ETH').getByTestId('portico-token-value'))
    .toHaveTextContent('Value $3,703.70')
  await expect
    .element(row('ETH').getByTestId('portico-token-price'))
    .toHaveTextContent('Price $3,000.00')
  await expect
    .element(row('DAI').getByTestId('portico-token-quantity'))
    .toHaveTextContent('1234.999 DAI')
  await expect.element(row('DAI').getByTestId('portico-token-value')).toHaveTextContent('$1,234.57')
  await expect.element(row('DAI').getByTestId('portico-token-price')).toHaveTextContent('$1.00')
  await expect
    .element(row('USDC').getByTestId('portico-token-quantity'))
    .toHaveTextContent('250.5 USDC')
  // The count is announced.
  await expect.element(screen.getByText('3 tokens')).toBeInTheDocument()
})

test('Tokens: a token without a price (issue 18: "a token without a trustworthy price has no value") shows no value and no price, never "$0.00", after the priced ones', async () => {
  const UNPRICED = token('NEW', 0, {
    name: 'New Token',
    quantity: { decimals: '18', numeric: '5' },
    price: undefined,
    value: undefined,
  })
  const { screen } = await setup({ balances: [UNPRICED, USDC, ETH] })
  const rows = screen.getByRole('list', { name: 'Tokens' }).getByRole('listitem')
  await until(() => rows.elements().length === 3)
  expect(rows.elements().map((row) => row.getAttribute('data-testid'))).toEqual([
    'portico-token-ETH',
    'portico-token-USDC',
    'portico-token-NEW',
  ])
  const row = screen.getByTestId('portico-token-NEW')
  await expect.element(row.getByTestId('portico-token-quantity')).toHaveTextContent('5 NEW')
  expect(row.getByTestId('portico-token-value').element().textContent).toBe('')
  expect(row.getByTestId('portico-token-price').element().textContent).toBe('')
})

test('Tokens: icons with a fallback — a loading icon is an <img> (decorative, lazy, no referrer); an unsafe or failing one becomes a letter avatar', async () => {
  const { screen } = await setup({ balances: [ETH, USDC, DAI] })
  const icon = screen.getByTestId('portico-token-ETH').getByTestId('portico-token-icon')
  await expect.element(icon).toHaveAttribute('src', tokenIcon)
  await expect.element(icon).toHaveAttribute('alt', '')
  await expect.element(icon).toHaveAttribute('loading', 'lazy')
  await expect.element(icon).toHaveAttribute('referrerpolicy', 'no-referrer')
  // javascript: is never an image source.
  const dai = screen.getByTestId('portico-token-DAI').getByTestId('portico-token-letter')
  await expect.element(dai).toHaveAttribute('data-initial', 'D')
  await expect.element(dai).toHaveAttribute('aria-hidden', 'true')
  expect(document.querySelector('img[src^="javascript"]')).toBeNull()
  // An icon that fails to load.
  await expect
    .element(screen.getByTestId('portico-token-USDC').getByTestId('portico-token-letter'))
    .toHaveAttribute('data-initial', 'U')
})

test('Tokens: the loading state until the balances arrive, then the list; reopened within 30 s they come from the cache', async () => {
  const api = createAccountApiFetchMock({ balances: [ETH] })
  vi.stubGlobal('fetch', api.fetch)
  const fake = createFakeAdapter('eip155', [{ id: 'w1', address: ADDRESS, chainId: 31337 }])
  const portico = testInstance({
    networks: [A],
    adapters: [fake.adapter],
    apiUrl: API_URL,
    features: { email: false, socials: false, analytics: false },
  })
  portico.mount()
  await portico.connect({ connectorId: 'w1' })
  await until(() => portico.getAccount().balance !== undefined)
  api.hold('/balance')
  const screen = await render(
    <PorticoProvider instance={portico} locale="en">
      <TokensPanel namespace="eip155" address={ADDRESS} />
    </PorticoProvider>,
  )
  await expect
    .element(screen.getByTestId('portico-tab-loading'))
    .toHaveAttribute('aria-busy', 'true')
  await expect.element(screen.getByText('Loading…', { exact: true }).first()).toBeInTheDocument()
  api.release()
  await expect.element(screen.getByTestId('portico-token-ETH')).toBeVisible()
  const asked = api.requestsTo('/balance').length
  await screen.unmount()
  const again = await render(
    <PorticoProvider instance={portico} locale="en">
      <TokensPanel namespace="eip155" address={ADDRESS} />
    </PorticoProvider>,
  )
  await expect.element(again.getByTestId('portico-token-ETH')).toBeVisible()
  expect(api.requestsTo('/balance')).toHaveLength(asked)
})

test("Tokens: a failed fetch shows the error, the toast 'Token Balance Unavailable', and asks nothing again for 30 s (spec §8)", async () => {
  const { api, portico, screen } = await setup({ balances: [ETH] }, (mock) =>
    mock.failNext('/balance', 1),
  )
  await expect
    .element(screen.getByRole('alert'))
    .toHaveTextContent('Token balances could not be loaded.')
  expect(portico.stores.notification.getState()).toMatchObject({
    open: true,
    variant: 'error',
    message: 'Token Balance Unavailable',
  })
  const asked = api.requestsTo('/balance').length
  await portico.activity.fetchTokenBalances({ force: true })
  await screen.unmount()
  await render(
    <PorticoProvider instance={portico} locale="en">
      <TokensPanel namespace="eip155" address={ADDRESS} />
    </PorticoProvider>,
  )
  expect(api.requestsTo('/balance')).toHaveLength(asked)
  expect(portico.stores.tokenBalances.getState()).toMatchObject({ status: 'error' })
  expect(portico.stores.tokenBalances.getState().retryBlockedUntil).toBeGreaterThan(
    Date.now() + BALANCE_RETRY_BLOCK_MS - 10_000,
  )
})

test("Tokens: on a chain the API does not support, a note and the toast 'Token Balance Unavailable'; no tokens: 'No tokens yet'", async () => {
  let before = 0
  const unsupported = await setup({ supportedChains: ['eip155:1'], balances: [ETH] }, (api) => {
    before = api.requestsTo('/balance').length
  })
  await expect
    .element(unsupported.screen.getByTestId('portico-tab-empty'))
    .toHaveTextContent('Token balances are not shown on this network.')
  expect(unsupported.portico.stores.notification.getState().message).toBe(
    'Token Balance Unavailable',
  )
  // The tab asked for no balance.
  expect(unsupported.api.requestsTo('/balance')).toHaveLength(before)
  await unsupported.screen.unmount()

  const empty = await setup({ balances: [] })
  await expect
    .element(empty.screen.getByTestId('portico-tab-empty'))
    .toHaveTextContent('No tokens yet')
})

test('spec §7 "/public/getTokenImage/{id}": a token the API gives no icon shows its catalogue image by symbol, its letter when that does not load', async () => {
  const images = recordImageSources()
  const { screen } = await setup({ balances: [token('WBTC', 10)] })
  const row = screen.getByTestId('portico-token-WBTC')
  await expect.element(row).toBeVisible()
  await until(() => images.sources.length > 0)
  images.stop()
  expect(images.sources).toEqual([
    `${API_URL}/public/getTokenImage/WBTC?projectId=p1&st=portico&sv=js-0.1.0`,
  ])
  // Nothing serves the catalogue here: the letter stands in.
  await expect.element(row.getByTestId('portico-token-letter')).toHaveAttribute('data-initial', 'W')
})
