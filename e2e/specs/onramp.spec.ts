import { expect, type Page, test } from '@playwright/test'
import { type Address, createPublicClient, http, parseUnits } from 'viem'
import { CHAIN_A_RPC } from '../ports.js'
import { usdcBalanceOf } from './devnetUsdc.js'

/**
 * Buying crypto (docs/swaps-and-onramp.md): the demo's test wallet buys devnet USDC from the API's
 * sandbox provider — Buy, the provider, USD 100, USDC, Continue — pays in the sandbox checkout that
 * opens in a popup, and the widget sees the tokens arrive; the balance is read on chain with viem.
 */

const WALLET_1 = 'xyz.portico.testwallet'
/** anvil account #0, which the first test wallet holds. */
const BUYER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
/** The sandbox's test cards (docs/swaps-and-onramp.md "Sandbox"). */
const CARD_OK = '4242 4242 4242 4242'
const CARD_DECLINED = '4000 0000 0000 0002'

const chainA = createPublicClient({ transport: http(CHAIN_A_RPC) })

const usdcOf = (address: Address) => usdcBalanceOf(chainA, address)

/**
 * Connects the first test wallet, opens Buy, picks the sandbox, and fills USD `amount` → USDC.
 * Returns the amount of USDC the quote promises, as the widget shows it.
 */
async function fillPurchase(page: Page, amount: string): Promise<string> {
  await page.goto('/')
  await page.getByTestId('connect-button').click()
  await page.getByTestId(`wallet-option-${WALLET_1}`).click()
  await expect(page.getByTestId('account-button')).toBeVisible()
  await page.getByTestId('account-button').click()
  await page.getByTestId('portico-feature-onramp').click()
  await expect(page.getByRole('heading', { name: 'Buy Crypto' })).toBeVisible()
  // The API's options, not the built-in defaults (spec §8): the sandbox is offered.
  const sandbox = page.getByTestId('portico-onramp-provider-sandbox')
  await expect(sandbox).toContainText('Portico Sandbox')
  await expect(sandbox).toContainText('Fee 1.5 %')
  await sandbox.click()
  await expect(page.getByRole('heading', { name: 'Buy', exact: true })).toBeVisible()
  await expect(page.getByTestId('portico-onramp-default-options')).toHaveCount(0)

  await page.getByTestId('portico-onramp-currency').click()
  await expect(page.getByRole('heading', { name: 'Select Currency' })).toBeVisible()
  await page.getByLabel('Search currencies').fill('usd')
  await page.getByTestId('portico-onramp-fiat-option-USD').click()
  await expect(page.getByTestId('portico-onramp-currency-id')).toHaveText('USD')

  await page.getByTestId('portico-onramp-token').click()
  await expect(page.getByRole('heading', { name: 'Select Token' })).toBeVisible()
  await page.getByTestId('portico-onramp-token-option-USDC').click()
  await expect(page.getByTestId('portico-onramp-token-symbol')).toHaveText('USDC')

  await page.getByLabel('You pay').fill(amount)
  const continueButton = page.getByTestId('portico-onramp-continue')
  await expect(continueButton).toHaveText('Continue')
  await expect(continueButton).toBeEnabled()
  // A real quote from the sandbox, not the estimate.
  await expect(page.getByTestId('portico-onramp-estimate')).toHaveCount(0)
  const youGet = await page.getByTestId('portico-onramp-you-get').textContent()
  const quoted = /^You get ≈ ([\d.]+) USDC$/.exec(youGet ?? '')?.[1]
  if (!quoted) throw new Error(`no USDC amount in "${youGet}"`)
  return quoted
}

/** Continue: the sandbox checkout opens in a popup (inside the click) and BuyInProgress shows. */
async function openCheckout(page: Page) {
  const popupOpened = page.waitForEvent('popup')
  await page.getByTestId('portico-onramp-continue').click()
  const popup = await popupOpened
  await expect(page.getByTestId('portico-buy-in-progress')).toBeVisible()
  await expect(page.getByTestId('portico-buy-provider')).toHaveText('With Portico Sandbox')
  await expect(page.getByText('Complete the purchase in the window that opened')).toBeVisible()
  await expect(popup.getByRole('heading', { name: 'Portico Sandbox checkout' })).toBeVisible({
    timeout: 15_000,
  })
  expect(new URL(popup.url()).pathname).toMatch(/^\/v1\/onramp\/sandbox\/checkout\/[^/]+$/)
  return popup
}

/** Fills the sandbox's card form and pays. */
async function pay(popup: Awaited<ReturnType<typeof openCheckout>>, card: string) {
  await popup.getByLabel('Card number').fill(card)
  await popup.getByLabel('Expiry (MM/YY)').fill('12/39')
  await popup.getByLabel('CVC').fill('123')
  await popup.getByLabel('Name on card').fill('Ada Lovelace')
  await popup.getByTestId('checkout-pay').click()
}

test('buy USDC with the sandbox: USD 100, the test card in the popup, the tokens arrive — the balance grows by the quoted amount on chain', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const before = await usdcOf(BUYER)
  const quoted = await fillPurchase(page, '100')
  // USD 100 at 1.5 % (spec §9: 1–2 %) and the 0.10 network fee: 98.40 USDC.
  expect(quoted).toBe('98.40')
  await expect(page.getByTestId('portico-onramp-fees')).toHaveText('1.50 USD')
  await expect(page.getByTestId('portico-onramp-network-fee')).toHaveText('0.10 USD')
  await expect(page.getByTestId('portico-onramp-total')).toHaveText('100.00 USD')

  const popup = await openCheckout(page)
  await expect(page.getByTestId('portico-buy-expected')).toHaveText(`You get ≈ ${quoted} USDC`)
  await expect(popup.getByTestId('order-total')).toHaveText('100.00 USD')
  expect(
    parseUnits((await popup.getByTestId('order-asset').textContent())?.split(' ')[0] ?? '', 6),
  ).toBe(parseUnits(quoted, 6))
  await pay(popup, CARD_OK)
  await expect(popup.getByTestId('checkout-paid')).toBeVisible({ timeout: 30_000 })
  await expect(popup.getByTestId('checkout-tx')).toHaveText(/^0x[0-9a-f]{64}$/)

  // The widget watches the balance and announces the tokens in its live region.
  const arrived = page.getByTestId('portico-buy-arrived')
  await expect(arrived).toHaveText(`${quoted} USDC arrived in your wallet`, { timeout: 30_000 })
  await expect(page.getByRole('status').filter({ has: arrived })).toHaveAttribute(
    'aria-live',
    'polite',
  )
  expect((await usdcOf(BUYER)) - before).toBe(parseUnits(quoted, 6))

  await page.getByTestId('portico-buy-back').click()
  await expect(page.getByTestId('portico-account')).toBeVisible()
})

test('buy with the declined test card: the checkout says so and nothing arrives', async ({
  page,
}) => {
  test.setTimeout(60_000)
  const before = await usdcOf(BUYER)
  await fillPurchase(page, '25')
  const popup = await openCheckout(page)
  await pay(popup, CARD_DECLINED)
  await expect(popup.getByTestId('checkout-alert')).toHaveText(
    'Your card was declined. No money was taken; try another card.',
  )
  await expect(popup.getByRole('alert')).toBeVisible()
  // The widget still waits, with the way to open the checkout again.
  await expect(page.getByTestId('portico-buy-status')).toHaveText(
    'Waiting for the tokens to arrive…',
  )
  await expect(page.getByTestId('portico-buy-open-again')).toHaveText('Open again')
  expect(await usdcOf(BUYER)).toBe(before)
})

test("buy: the amount must fit the payment methods' limits", async ({ page }) => {
  await fillPurchase(page, '100')
  const continueButton = page.getByTestId('portico-onramp-continue')
  await page.getByLabel('You pay').fill('5')
  await expect(continueButton).toHaveText('Amount too low')
  await expect(continueButton).toBeDisabled()
  await expect(page.getByTestId('portico-onramp-amount-error')).toContainText('The minimum is')
  await page.getByLabel('You pay').fill('10.555')
  await expect(page.getByTestId('portico-onramp-amount-error')).toHaveText(
    'Enter an amount with at most 2 decimals',
  )
})
