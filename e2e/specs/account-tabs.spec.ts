import { readFileSync } from 'node:fs'
import { expect, type Page, test } from '@playwright/test'
import {
  type Address,
  createTestClient,
  formatEther,
  formatUnits,
  http,
  parseAbi,
  publicActions,
  walletActions,
} from 'viem'
import { CHAIN_A_RPC, E2E_DEVNET_CONFIG, E2E_PORTS } from '../ports.js'

/**
 * The Account view's tabs against the real stack (devnet, indexer, API, demo, test wallet): the
 * seeded balances, NFTs and history of the devnet accounts.
 */

const WALLET_1 = 'xyz.portico.testwallet'
const WALLET_2 = 'xyz.portico.testwallet2'
const API_URL = `http://127.0.0.1:${E2E_PORTS.api}`
/** Items of a history page when the widget names no limit (services/api). */
const HISTORY_PAGE_SIZE = 20

type DevnetFile = {
  chains: { chainId: number; contracts: Record<string, Address> }[]
  accounts: { label: string; address: Address }[]
  nfts: { chainId: number; tokenId: string; owner: Address; imageUrl: string }[]
  history: { chainId: number; kind: string; from: Address; to: Address; asset: string }[]
}
const devnet = () => JSON.parse(readFileSync(E2E_DEVNET_CONFIG, 'utf8')) as DevnetFile
const accountOf = (label: string) => devnet().accounts.find((a) => a.label === label)!.address
const chainA = createTestClient({ mode: 'anvil', transport: http(CHAIN_A_RPC) })
  .extend(publicActions)
  .extend(walletActions)
const erc20 = parseAbi(['function balanceOf(address) view returns (uint256)'])

/** Truncated (not rounded) to 3 decimals, without trailing zeros (spec §9). */
function truncate3(decimal: string): string {
  const [whole, fraction = ''] = decimal.split('.')
  const cut = fraction.slice(0, 3).replace(/0+$/, '')
  return cut ? `${whole}.${cut}` : `${whole}`
}

/** The transactions the API lists for `address` on chain A (every page). */
async function historyCount(address: Address): Promise<number> {
  const response = await fetch(
    `${API_URL}/v1/account/${address}/history?chainId=eip155:31337&limit=100&projectId=portico-demo&st=portico&sv=js-0.1.0`,
  )
  expect(response.ok).toBe(true)
  return ((await response.json()) as { data: unknown[] }).data.length
}

async function openAccount(page: Page, rdns: string) {
  await page.goto('/')
  await page.getByTestId('connect-button').click()
  await page.getByTestId(`wallet-option-${rdns}`).click()
  await expect(page.getByTestId('account-button')).toBeVisible()
  await page.getByTestId('account-button').click()
  await expect(page.getByTestId('portico-account')).toBeVisible()
}

test('Tokens shows the seeded ETH, USDC and DAI balances of the chain, native first, with values', async ({
  page,
}) => {
  const address = accountOf('wallet-1')
  const { contracts } = devnet().chains.find((c) => c.chainId === 31337)!
  await openAccount(page, WALLET_1)
  const list = page.getByRole('list', { name: 'Tokens' })
  await expect(list).toBeVisible()
  const symbols = await list
    .getByRole('listitem')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-testid')))
  expect(symbols[0]).toBe('portico-token-ETH')
  expect(symbols).toEqual(expect.arrayContaining(['portico-token-USDC', 'portico-token-DAI']))
  const [ether, usdc, dai] = await Promise.all([
    chainA.getBalance({ address }),
    chainA.readContract({
      address: contracts.usdc!,
      abi: erc20,
      functionName: 'balanceOf',
      args: [address],
    }),
    chainA.readContract({
      address: contracts.dai!,
      abi: erc20,
      functionName: 'balanceOf',
      args: [address],
    }),
  ])
  const row = (symbol: string) => page.getByTestId(`portico-token-${symbol}`)
  await expect(row('ETH').getByTestId('portico-token-quantity')).toHaveText(
    `${truncate3(formatEther(ether))} ETH`,
  )
  await expect(row('USDC').getByTestId('portico-token-quantity')).toHaveText(
    `${truncate3(formatUnits(usdc, 6))} USDC`,
  )
  await expect(row('DAI').getByTestId('portico-token-quantity')).toHaveText(
    `${truncate3(formatUnits(dai, 18))} DAI`,
  )
  await expect(row('USDC').getByTestId('portico-token-name')).toHaveText('USD Coin')
  // Value and price in USD with 2 decimals (spec §9); USDC is priced at $1 by the devnet pools.
  for (const symbol of ['ETH', 'USDC', 'DAI'])
    await expect(row(symbol).getByTestId('portico-token-value')).toHaveText(
      /^Value \$[\d,]+\.\d\d$/,
    )
  await expect(row('USDC').getByTestId('portico-token-price')).toHaveText('Price $1.00')
  const usdcValue = Number(formatUnits(usdc, 6)).toLocaleString('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  })
  await expect(row('USDC').getByTestId('portico-token-value')).toHaveText(`Value $${usdcValue}`)
  // The devnet serves token icons: they load.
  const icon = row('USDC').getByTestId('portico-token-icon')
  await expect(icon).toHaveAttribute('src', /\/tokens\/USDC\.svg$/)
  await expect
    .poll(() => icon.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0)
})

test('NFTs shows the seeded ERC-721 tokens of the account: image, name, collection', async ({
  page,
}) => {
  const address = accountOf('wallet-1')
  const seeded = devnet()
    .nfts.filter((n) => n.chainId === 31337 && n.owner === address)
    .sort((a, b) => Number(a.tokenId) - Number(b.tokenId))
  expect(seeded.length).toBeGreaterThan(0)
  await openAccount(page, WALLET_1)
  await page.getByRole('tab', { name: 'NFTs' }).click()
  const grid = page.getByRole('list', { name: 'NFTs' })
  await expect(grid.getByRole('listitem')).toHaveCount(seeded.length)
  await expect(grid.getByTestId('portico-nft-name')).toHaveText(
    seeded.map((n) => `Portico Pal #${n.tokenId}`),
  )
  await expect(grid.getByTestId('portico-nft-collection').first()).toHaveText('Portico Pals')
  for (const nft of seeded) {
    const image = grid.getByRole('img', { name: `Portico Pal #${nft.tokenId}`, exact: true })
    await expect(image).toHaveAttribute('src', nft.imageUrl)
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0)
  }
})

test('Activity lists the seeded history grouped by month and loads the next page on scroll', async ({
  page,
}) => {
  const address = accountOf('wallet-2')
  // The seeded history is less than a page: wallet-2 sends itself 1 wei until it has more (and a
  // few times at least, so the newest transactions are these).
  const before = await historyCount(address)
  const extra = Math.max(3, HISTORY_PAGE_SIZE + 3 - before)
  for (let i = 0; i < extra; i++) {
    const hash = await chainA.sendTransaction({
      account: address,
      to: address,
      value: 1n,
      chain: null,
    })
    await chainA.waitForTransactionReceipt({ hash, pollingInterval: 20 })
  }
  await expect.poll(() => historyCount(address), { timeout: 20_000 }).toBe(before + extra)
  const total = before + extra
  expect(total).toBeGreaterThan(HISTORY_PAGE_SIZE)

  await openAccount(page, WALLET_2)
  await page.getByRole('tab', { name: 'Activity' }).click()
  const rows = page.getByTestId('portico-transaction')
  await expect(rows).toHaveCount(HISTORY_PAGE_SIZE)
  // Grouped by month, under the month's name.
  const month = new Intl.DateTimeFormat('en', { month: 'long', year: 'numeric' }).format(new Date())
  await expect(page.getByRole('heading', { name: month })).toBeVisible()
  // The newest first: the self-transfers, one way only.
  await expect(rows.first().getByTestId('portico-transaction-transfers')).toHaveText('0 ETH')
  await expect(rows.first().getByTestId('portico-transaction-time')).toHaveText(/now|minute|second/)

  // Scrolling to the end loads the next page (the next cursor), with the seeded history.
  const scroller = page.getByTestId('portico-activity-scroll')
  await expect
    .poll(async () => {
      await scroller.evaluate((element) => {
        element.scrollTop = element.scrollHeight
      })
      return rows.count()
    })
    .toBe(total)
  const seeded = devnet().history.filter(
    (h) => h.chainId === 31337 && (h.from === address || h.to === address),
  )
  const transfers = page.getByTestId('portico-transaction-transfers')
  if (seeded.some((h) => h.kind === 'native' && h.to === address))
    await expect(transfers.filter({ hasText: '+1.5 ETH' })).toHaveCount(1)
  if (seeded.some((h) => h.kind === 'erc20' && h.asset === 'USDC' && h.from === address))
    await expect(transfers.filter({ hasText: '−250 USDC' })).toHaveCount(1)
  if (seeded.some((h) => h.kind === 'erc721' && h.to === address))
    await expect(transfers.filter({ hasText: '+Portico Pal #8' })).toHaveCount(1)
  await expect(page.getByText(`${total} transactions`)).toBeAttached()
})
