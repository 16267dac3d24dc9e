import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, type Page, test } from '@playwright/test'
import {
  getFreePorts,
  type MainnetLikeWorld,
  startTestMainnetLikeWorld,
} from '@portico/devnet/testing'

/**
 * Issue 18, "A browser e2e with the demo pointed at that world": the demo's real-chains page
 * (apps/demo/real-chains.html: Ethereum, OP Mainnet and Base from @portico/core/networks, their
 * RPC URLs pointed at the mainnet-like world) and a Portico API configured only by the world's
 * operator file (no devnet file). Connect, see the real chain names and images, balances with
 * values, the ENS name, activity; switch between the three chains.
 */

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url))
const WALLET = 'xyz.portico.testwallet'
/** The networks' names as @portico/core/networks has them. */
const NAMES: Record<number, string> = { 1: 'Ethereum', 10: 'OP Mainnet', 8453: 'Base' }

let world: MainnetLikeWorld
let api: ChildProcess
let apiUrl: string
let dir: string

/** Starts the API on `port` with the world's operator file; resolves once it listens. */
function startApi(configPath: string, port: number): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=source', 'services/api/src/main.ts', '--config', configPath],
    {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        PORTICO_API_PORT: String(port),
        PORTICO_DATA_DIR: join(dir, 'api'),
        DATABASE_URL: '',
        PORTICO_CONFIG: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  return new Promise((resolve, reject) => {
    let output = ''
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes('Portico API on')) resolve(child)
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', onData)
    child.once('exit', (code) => reject(new Error(`the API exited (${code}):\n${output}`)))
  })
}

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(120_000)
  dir = mkdtempSync(join(tmpdir(), 'portico-real-chains-'))
  world = await startTestMainnetLikeWorld(join(dir, 'world'))
  const [port] = (await getFreePorts(1)) as [number]
  api = await startApi(world.configPath, port)
  apiUrl = `http://127.0.0.1:${port}`
})

test.afterAll(async () => {
  if (api && api.exitCode === null) {
    const exited = new Promise((resolve) => api.once('exit', resolve))
    api.kill('SIGTERM')
    await exited
  }
  await world?.stop()
  if (dir) rmSync(dir, { recursive: true, force: true })
})

/** The real-chains page with the test wallet on the world's chains, holding the demo account. */
async function openPage(page: Page) {
  const chains = world.chains.map((chain) => ({
    chainId: chain.chainId,
    rpcUrl: chain.rpcUrl,
    name: NAMES[chain.chainId],
  }))
  await page.addInitScript(
    (config) => {
      ;(window as unknown as Record<string, unknown>).__PORTICO_TEST_WALLET_CONFIG__ = config
    },
    { chains, accounts: [world.accounts.demo.privateKey] },
  )
  const rpc = world.chains.map((chain) => `${chain.chainId}=${chain.rpcUrl}`).join(',')
  await page.goto(
    `/real-chains.html?api=${encodeURIComponent(apiUrl)}&rpc=${encodeURIComponent(rpc)}`,
  )
  await page.getByTestId('connect-button').click()
  await page.getByTestId(`wallet-option-${WALLET}`).click()
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
}

/** Whether an image element finished loading with real pixels. */
const loaded = (page: Page, testId: string) =>
  page
    .getByTestId(testId)
    .locator('img')
    .first()
    .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)

test('connect on Ethereum: the real chain name and image, the ENS name, balances with values, activity; then OP Mainnet and Base', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await openPage(page)
  const demo = world.accounts.demo
  await expect(page.getByTestId('demo-address')).toHaveText(demo.address)
  await expect(page.getByTestId('demo-chain')).toHaveText('Ethereum (1)')
  // The ENS name through the Universal Resolver at mainnet's address (the API's identity route).
  await expect(page.getByTestId('demo-name')).toHaveText(demo.ensName, { timeout: 20_000 })
  await expect(page.getByTestId('account-button')).toContainText(demo.ensName)

  await page.getByTestId('account-button').click()
  await expect(page.getByTestId('portico-account')).toBeVisible()
  // The network's image: served by the API for the network's image id (eip155:1).
  await expect.poll(() => loaded(page, 'portico-network-button')).toBe(true)

  for (const chain of world.chains) {
    if (chain.chainId !== 1) {
      // Switch from the modal: Account → network → Networks → the chain.
      await page.getByTestId('portico-network-button').click()
      const networks = page.getByTestId('portico-networks')
      await expect(networks.getByTestId(`portico-network-${chain.caipNetworkId}`)).toContainText(
        NAMES[chain.chainId] as string,
      )
      await networks.getByTestId(`portico-network-${chain.caipNetworkId}`).click()
      await expect(page.getByTestId('demo-chain')).toHaveText(
        `${NAMES[chain.chainId]} (${chain.chainId})`,
      )
      await page.getByTestId('portico-back').click()
      await expect(page.getByTestId('portico-account')).toBeVisible()
    }
    await checkChainTabs(page, chain)
  }
})

/** The Tokens and Activity tabs of the Account view on `chain`. */
async function checkChainTabs(page: Page, chain: MainnetLikeWorld['chains'][number]) {
  await page.getByRole('tab', { name: 'Tokens' }).click()
  const row = (symbol: string) => page.getByTestId(`portico-token-${symbol}`)
  // USDC (6 decimals, at the chain's real USDC address) with a value priced from the pool.
  await expect(row('USDC')).toBeVisible({ timeout: 20_000 })
  await expect(row('USDC').getByTestId('portico-token-price')).toHaveText('Price $1.00')
  await expect(row('USDC').getByTestId('portico-token-value')).toHaveText(/^Value \$[\d,]+\.\d\d$/)
  // WETH priced at the pool's ether price, within the pool's slippage of the seeded price.
  const wethPrice = await row('WETH').getByTestId('portico-token-price').textContent()
  const price = Number(wethPrice?.replace(/[^\d.]/g, ''))
  expect(Math.abs(price - chain.ethUsdPrice) / chain.ethUsdPrice).toBeLessThan(0.02)
  // THIN's only pool is under the liquidity floor: no value, never "$0.00".
  await expect(row('THIN')).toBeVisible()
  await expect(row('THIN').getByTestId('portico-token-value')).toHaveText('')
  await expect(row('THIN').getByTestId('portico-token-price')).toHaveText('')

  // Activity: the transfers played after the indexer's start block, newest first.
  await page.getByRole('tab', { name: 'Activity' }).click()
  const transfers = page.getByTestId('portico-transaction-transfers')
  await expect(transfers.first()).toBeVisible({ timeout: 30_000 })
  for (const transfer of chain.history) {
    const amount = Number(transfer.amount)
    const sign =
      transfer.from.toLowerCase() === world.accounts.demo.address.toLowerCase() ? '−' : '+'
    await expect(transfers.filter({ hasText: `${sign}${amount} ${transfer.symbol}` })).toHaveCount(
      1,
    )
  }
}
