import { readFileSync } from 'node:fs'
import { expect, type Page, test } from '@playwright/test'
import { type Address, createPublicClient, erc20Abi, http, parseEther, parseUnits } from 'viem'
import { CHAIN_A_RPC, E2E_DEVNET_CONFIG } from '../ports.js'

const WALLET_1 = 'xyz.portico.testwallet'
/** anvil account #0, which the first test wallet holds (10,000 USDC and DAI from the seed). */
const TRADER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

const chainA = createPublicClient({ transport: http(CHAIN_A_RPC) })

/** A token of chain A from the e2e stack's devnet.json. */
function tokenAddress(symbol: 'usdc' | 'dai'): Address {
  const config = JSON.parse(readFileSync(E2E_DEVNET_CONFIG, 'utf8')) as {
    chains: { chainId: number; contracts: Record<'usdc' | 'dai', Address> }[]
  }
  const chain = config.chains.find((c) => c.chainId === 31337)
  if (!chain) throw new Error('chain A is in the devnet config')
  return chain.contracts[symbol]
}

const balanceOf = (symbol: 'usdc' | 'dai') =>
  chainA.readContract({
    address: tokenAddress(symbol),
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [TRADER],
  })

/** Connects the first test wallet and opens Swap from the Account view. */
async function openSwap(page: Page) {
  await page.goto('/')
  await page.getByTestId('connect-button').click()
  await page.getByTestId(`wallet-option-${WALLET_1}`).click()
  await expect(page.getByTestId('account-button')).toBeVisible()
  // The connect modal closes itself once connected: open Account only after it is gone.
  await expect(page.getByTestId('portico-modal')).toHaveCount(0)
  await page.getByTestId('account-button').click()
  await expect(page.getByTestId('portico-account')).toBeVisible()
  await page.getByTestId('portico-feature-swaps').click()
  await expect(page.getByRole('heading', { name: 'Swap', exact: true })).toBeVisible()
  await expect(page.getByTestId('portico-swap')).toBeVisible()
}

/** Swap → SwapSelectToken for one side: picks `symbol` and is back on Swap with it. */
async function chooseToken(page: Page, side: 'source' | 'to', symbol: string) {
  await page.getByTestId(`portico-swap-${side}-token`).click()
  await expect(page.getByRole('heading', { name: 'Select Token' })).toBeVisible()
  await page.getByTestId(`portico-swap-token-option-${symbol}`).click()
  await expect(page.getByTestId(`portico-swap-${side}-token-symbol`)).toHaveText(symbol)
}

/** Types the amount and waits for the quote: 'Review swap', then opens SwapPreview. */
async function review(page: Page, amount: string) {
  await page.getByLabel('You pay').fill(amount)
  const next = page.getByTestId('portico-swap-continue')
  await expect(next).toHaveText('Review swap', { timeout: 15_000 })
  await expect(page.getByTestId('portico-swap-price')).toHaveText(/^1 \w+ = [\d,.]+ \w+$/)
  await next.click()
  await expect(page.getByRole('heading', { name: 'Review Swap' })).toBeVisible()
}

/** The amount and symbol of a SwapPreview amount ('3000.123456 USDC'). */
async function previewAmount(page: Page, side: 'pay' | 'receive') {
  const text = await page.getByTestId(`portico-swap-preview-${side}-amount`).textContent()
  const [amount = '', symbol = ''] = (text ?? '').trim().split(/\s+/)
  return { amount, symbol }
}

test('swap ETH → USDC in the demo: the quoted USDC arrive exactly, the ETH leave with the gas, on chain', async ({
  page,
}) => {
  await openSwap(page)
  // The native currency is the default source.
  await expect(page.getByTestId('portico-swap-source-token-symbol')).toHaveText('ETH')
  await chooseToken(page, 'to', 'USDC')
  await review(page, '0.1')
  await expect(page.getByTestId('portico-swap-preview-pay-amount')).toHaveText('0.1 ETH')
  await expect(page.getByTestId('portico-swap-preview-slippage')).toHaveText('1%')
  await expect(page.getByTestId('portico-swap-preview-provider')).toContainText(
    'Uniswap V2 (devnet)',
  )
  await expect(page.getByTestId('portico-swap-preview-provider-fee')).toHaveText('No fee')
  await expect(page.getByTestId('portico-swap-preview-fee')).toContainText(/[\d.]+ ETH/)
  const received = await previewAmount(page, 'receive')
  expect(received.symbol).toBe('USDC')
  const [ethBefore, usdcBefore, nonceBefore] = await Promise.all([
    chainA.getBalance({ address: TRADER }),
    balanceOf('usdc'),
    chainA.getTransactionCount({ address: TRADER }),
  ])
  const submit = page.getByTestId('portico-swap-submit')
  // Native currency needs no approval: one step.
  await expect(submit).toHaveText('Swap')
  await submit.click()
  // Success: back on Account with the toast (core's swapTokens).
  await expect(page.getByText('Swap completed')).toBeVisible({ timeout: 20_000 })
  await expect(page.getByTestId('portico-account')).toBeVisible()
  const [ethAfter, usdcAfter] = await Promise.all([
    chainA.getBalance({ address: TRADER }),
    balanceOf('usdc'),
  ])
  // One wallet transaction: the swap (the native currency needs no approval).
  expect(await chainA.getTransactionCount({ address: TRADER })).toBe(nonceBefore + 1)
  // USDC has 6 decimals, all shown: nothing moved the pool between quote and swap.
  expect(usdcAfter - usdcBefore).toBe(parseUnits(received.amount, 6))
  const spent = ethBefore - ethAfter
  expect(spent).toBeGreaterThan(parseEther('0.1'))
  expect(spent - parseEther('0.1')).toBeLessThan(parseEther('0.01'))
})

test('swap USDC → DAI in the demo: Approve USDC first, then the swap; 25 USDC leave and at least the minimum DAI arrive, on chain', async ({
  page,
}) => {
  await openSwap(page)
  await chooseToken(page, 'source', 'USDC')
  await chooseToken(page, 'to', 'DAI')
  await review(page, '25')
  await expect(page.getByTestId('portico-swap-preview-pay-amount')).toHaveText('25 USDC')
  const received = await previewAmount(page, 'receive')
  const minimum = (
    (await page.getByTestId('portico-swap-preview-minimum').textContent()) ?? ''
  ).split(/\s+/)[0]!
  const [usdcBefore, daiBefore, nonceBefore] = await Promise.all([
    balanceOf('usdc'),
    balanceOf('dai'),
    chainA.getTransactionCount({ address: TRADER }),
  ])
  const submit = page.getByTestId('portico-swap-submit')
  // The router may not take USDC yet: the approval is the first of two wallet requests.
  await expect(submit).toHaveText('Approve USDC')
  await expect(page.getByTestId('portico-swap-step')).toHaveText(
    'Your wallet asks twice: first to approve USDC, then to swap.',
  )
  await submit.click()
  await expect(page.getByText('Swap completed')).toBeVisible({ timeout: 30_000 })
  await expect(page.getByTestId('portico-account')).toBeVisible()
  const [usdcAfter, daiAfter] = await Promise.all([balanceOf('usdc'), balanceOf('dai')])
  // Two wallet transactions: the approval, then the swap.
  expect(await chainA.getTransactionCount({ address: TRADER })).toBe(nonceBefore + 2)
  expect(usdcBefore - usdcAfter).toBe(parseUnits('25', 6))
  const gained = daiAfter - daiBefore
  // The preview shows DAI cut to 6 decimals: what arrived is that much, less than a 1e-6 more.
  expect(gained).toBeGreaterThanOrEqual(parseUnits(received.amount, 18))
  expect(gained - parseUnits(received.amount, 18)).toBeLessThan(parseUnits('0.000001', 18))
  expect(gained).toBeGreaterThanOrEqual(parseUnits(minimum, 18))
})

test("swap: 'Insufficient balance' names the button above the balance, 'Select a token' and 'Enter an amount' before", async ({
  page,
}) => {
  await openSwap(page)
  const next = page.getByTestId('portico-swap-continue')
  await expect(next).toHaveText('Select a token')
  await expect(next).toBeDisabled()
  await chooseToken(page, 'to', 'DAI')
  await expect(next).toHaveText('Enter an amount')
  await page.getByLabel('You pay').fill('99999999')
  await expect(next).toHaveText('Insufficient balance')
  await expect(next).toBeDisabled()
  await expect(page.getByTestId('portico-swap-amount-error')).toHaveText('Insufficient balance')
  await expect(page.getByTestId('portico-swap-amount-error')).toHaveAttribute('aria-live', 'polite')
  // Back within the balance, a quote comes.
  await page.getByLabel('You pay').fill('0.01')
  await expect(next).toHaveText('Review swap', { timeout: 15_000 })
})
