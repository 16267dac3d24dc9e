import { expect, type Page, test } from '@playwright/test'
import { type Address, createPublicClient, formatUnits, http, parseEther, parseUnits } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { CHAIN_A_RPC, E2E_PORTS } from '../ports.js'
import { usdcBalanceOf } from './devnetUsdc.js'

const WALLET_1 = 'xyz.portico.testwallet'
/** anvil account #0, which the first test wallet holds. */
const SENDER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
/** anvil account #2 ("wallet-3" of the devnet), the receiver. */
const RECEIVER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

const chainA = createPublicClient({ transport: http(CHAIN_A_RPC) })
const API_URL = `http://127.0.0.1:${E2E_PORTS.api}`

const usdcOf = (address: Address) => usdcBalanceOf(chainA, address)

/** Connects the first test wallet and opens one of the Account view's wallet features. */
async function openFeature(page: Page, feature: 'send' | 'receive') {
  await page.goto('/')
  await page.getByTestId('connect-button').click()
  await page.getByTestId(`wallet-option-${WALLET_1}`).click()
  await expect(page.getByTestId('account-button')).toBeVisible()
  await page.getByTestId('account-button').click()
  await page.getByTestId(`portico-feature-${feature}`).click()
}

/** WalletSend → WalletSendSelectToken: picks `symbol` from the account's balances. */
async function chooseToken(page: Page, symbol: string) {
  await page.getByTestId('portico-send-token').click()
  await expect(page.getByRole('heading', { name: 'Select Token' })).toBeVisible()
  await page.getByTestId(`portico-send-token-option-${symbol}`).click()
  await expect(page.getByTestId('portico-send-token-symbol')).toHaveText(symbol)
}

/** Fills the form, previews, sends, and waits for Account and the success toast. */
async function send(page: Page, symbol: string, amount: string) {
  await chooseToken(page, symbol)
  await page.getByLabel('Amount').fill(amount)
  await page.getByLabel('To').fill(RECEIVER)
  const next = page.getByTestId('portico-send-continue')
  await expect(next).toHaveText('Preview send')
  await next.click()
  await expect(page.getByTestId('portico-send-preview-amount')).toHaveText(`${amount} ${symbol}`)
  await expect(page.getByTestId('portico-send-preview-receiver')).toContainText(RECEIVER)
  await expect(page.getByTestId('portico-send-preview-network')).toHaveText('Portico Devnet A')
  // Gas is estimated on EVM (spec §5): the fee is a figure in ETH.
  await expect(page.getByTestId('portico-send-preview-fee')).toContainText(/[\d.]+ ETH/)
  await page.getByTestId('portico-send-submit').click()
  await expect(page.getByText('Transaction sent')).toBeVisible()
  await expect(page.getByTestId('portico-account')).toBeVisible()
}

test('send ETH to another devnet account: the receiver holds exactly the amount more, on chain', async ({
  page,
}) => {
  const before = await chainA.getBalance({ address: RECEIVER })
  await openFeature(page, 'send')
  await send(page, 'ETH', '0.25')
  expect((await chainA.getBalance({ address: RECEIVER })) - before).toBe(parseEther('0.25'))
  // Every send field was reset (spec §4): a new send starts empty.
  await page.getByTestId('portico-feature-send').click()
  await expect(page.getByTestId('portico-send-continue')).toHaveText('Select a token')
  await expect(page.getByLabel('Amount')).toHaveValue('')
  await expect(page.getByLabel('To')).toHaveValue('')
})

test('send USDC (ERC-20 transfer) to another devnet account: exact to the 6th decimal, on chain', async ({
  page,
}) => {
  const [before, senderBefore] = await Promise.all([usdcOf(RECEIVER), usdcOf(SENDER)])
  await openFeature(page, 'send')
  await send(page, 'USDC', '12.345678')
  expect((await usdcOf(RECEIVER)) - before).toBe(parseUnits('12.345678', 6))
  expect(senderBefore - (await usdcOf(SENDER))).toBe(parseUnits('12.345678', 6))
})

/** anvil's key #2 (of the `test … junk` mnemonic), RECEIVER's. */
const RECEIVER_KEY = '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a'

/**
 * Registers `<label>.portico.eth` for RECEIVER with the real names API of the stack (spec §7
 * `POST /v1/profile/account`: coin_type per ENSIP-11, address, the signed JSON message).
 */
async function registerReceiverName(label: string): Promise<string> {
  const name = `${label}.portico.eth`
  const message = JSON.stringify({
    name,
    attributes: {},
    timestamp: Math.floor(Date.now() / 1_000),
  })
  const signature = await privateKeyToAccount(RECEIVER_KEY).signMessage({ message })
  const query = new URLSearchParams({ projectId: 'portico-demo', st: 'portico', sv: 'js-0.1.0' })
  const response = await fetch(`${API_URL}/v1/profile/account?${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      // ENSIP-11: 0x80000000 | chain id.
      coin_type: (0x8000_0000 | 31337) >>> 0,
      address: RECEIVER,
      message,
      signature,
    }),
  })
  expect(response.status, await response.clone().text()).toBe(200)
  return name
}

test('send ETH to a name: resolved through the names API, shown with its name, received at its address on chain', async ({
  page,
}) => {
  const name = await registerReceiverName(`send-${Date.now().toString(36)}`)
  const before = await chainA.getBalance({ address: RECEIVER })
  await openFeature(page, 'send')
  await chooseToken(page, 'ETH')
  await page.getByLabel('Amount').fill('0.1')
  await page.getByLabel('To').fill(name)
  await expect(page.getByTestId('portico-send-receiver-profile')).toContainText(name)
  await expect(page.getByTestId('portico-send-receiver-profile')).toContainText('0x3C…4293BC')
  await page.getByTestId('portico-send-continue').click()
  await expect(page.getByTestId('portico-send-preview-receiver')).toContainText(name)
  await expect(page.getByTestId('portico-send-preview-receiver')).toContainText(RECEIVER)
  await page.getByTestId('portico-send-submit').click()
  await expect(page.getByText('Transaction sent')).toBeVisible()
  expect((await chainA.getBalance({ address: RECEIVER })) - before).toBe(parseEther('0.1'))
})

test('send: a name nobody registered is not resolved', async ({ page }) => {
  await openFeature(page, 'send')
  await page.getByLabel('To').fill(`nobody-${Date.now().toString(36)}.portico.eth`)
  await expect(page.getByTestId('portico-send-receiver-error')).toHaveText('Error resolving name')
})

test('send: the button says what is missing; amount and receiver errors are announced', async ({
  page,
}) => {
  await openFeature(page, 'send')
  const next = page.getByTestId('portico-send-continue')
  await expect(next).toHaveText('Select a token')
  await expect(next).toBeDisabled()
  await chooseToken(page, 'USDC')
  await expect(next).toHaveText('Enter an amount')
  const amount = page.getByLabel('Amount')
  await amount.fill('999999999')
  await expect(next).toHaveText('Insufficient balance')
  await expect(page.getByTestId('portico-send-amount-error')).toHaveText('Insufficient balance')
  await expect(page.getByTestId('portico-send-amount-error')).toHaveAttribute('aria-live', 'polite')
  await amount.fill('1.1234567')
  await expect(page.getByTestId('portico-send-amount-error')).toHaveText(
    'Enter an amount with at most 6 decimals',
  )
  await amount.fill('1')
  await expect(next).toHaveText('Add a receiver')
  await page.getByLabel('To').fill('0x1234')
  await expect(page.getByTestId('portico-send-receiver-error')).toHaveText('Invalid address')
  await expect(next).toHaveText('Invalid address')
  await page.getByLabel('To').fill(RECEIVER)
  await expect(next).toHaveText('Preview send')
  await expect(next).toBeEnabled()
})

test('send: max takes the whole USDC balance, and the whole ETH balance less room for gas', async ({
  page,
}) => {
  await openFeature(page, 'send')
  await chooseToken(page, 'USDC')
  await page.getByTestId('portico-send-max').click()
  const usdc = await usdcOf(SENDER)
  await expect(page.getByLabel('Amount')).toHaveValue(formatUnits(usdc, 6))
  await chooseToken(page, 'ETH')
  await page.getByLabel('Amount').fill('')
  await page.getByTestId('portico-send-max').click()
  await expect(page.getByLabel('Amount')).not.toHaveValue('')
  const max = parseEther(await page.getByLabel('Amount').inputValue())
  const balance = await chainA.getBalance({ address: SENDER })
  expect(max).toBeLessThan(balance)
  // Room for gas: at most a small fraction of an ETH on the devnet.
  expect(balance - max).toBeLessThan(parseEther('0.01'))
})

test('receive: the address as text and QR code, copied with a toast, and the networks it can receive on', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await openFeature(page, 'receive')
  await expect(page.getByRole('heading', { name: 'Receive', exact: true })).toBeVisible()
  await expect(page.getByTestId('portico-receive-address')).toHaveText(SENDER)
  await expect(page.getByTestId('portico-receive-qr')).toHaveAttribute('data-value', SENDER)
  await expect(page.getByRole('img', { name: 'QR code of your address' })).toBeVisible()
  await page.getByTestId('portico-receive-copy').click()
  await expect(page.getByText('Address copied')).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(SENDER)
  const networks = page.getByTestId('portico-receive-networks').getByRole('listitem')
  await expect(networks).toHaveText(['Portico Devnet A', 'Portico Devnet B'])
})
