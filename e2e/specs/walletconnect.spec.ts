import { expect, test } from '@playwright/test'
import { createPublicClient, type Hex, http, parseEther, verifyMessage } from 'viem'
import { CHAIN_A_RPC, E2E_PORTS } from '../ports.js'
import { approvePairingInSampleWallet, showPairingUri } from './walletConnectSteps.js'

/** The sample wallet page (apps/wallet, WalletKit) on the e2e stack; it pairs through the relay. */
const SAMPLE_WALLET_URL = `http://127.0.0.1:${E2E_PORTS.wallet}/`
/** The sample wallet's first EVM account: anvil account #0 of the devnet mnemonic. */
const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
/** anvil account #2 ("wallet-3" of the devnet): receives the token send. */
const RECEIVER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
/** What the demo's "Sign message" button signs (apps/demo/src/WalletActions.tsx). */
const MESSAGE = 'Hello from the Portico demo'

const chainA = createPublicClient({ transport: http(CHAIN_A_RPC) })

test('a phone wallet over the relay: pair with the URI, sign, send on the devnet, send ETH from the Account view, and a wallet-side disconnect', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000)
  // The view shows the QR code of the pairing URI; its copy button carries the URI.
  const uri = await showPairingUri(page)
  await expect(page.getByRole('img', { name: 'QR code to connect a mobile wallet' })).toBeVisible()
  await expect(page.getByTestId('portico-wc-qr')).toHaveAttribute('data-value', uri)

  // The wallet, in a second tab: paste the URI, see the dApp, approve; the demo is connected
  // with the wallet's account and the modal closed.
  const wallet = await approvePairingInSampleWallet(page, context, {
    walletUrl: SAMPLE_WALLET_URL,
    uri,
    address: ADDRESS,
  })
  await expect(page.getByTestId('portico-connecting-wc')).toBeHidden()

  // personal_sign from the demo, approved in the wallet, verified here.
  await page.getByTestId('demo-sign-message').click()
  const signRequest = wallet.getByTestId('wc-request')
  await expect(signRequest.getByTestId('wc-request-method')).toContainText('personal_sign', {
    timeout: 20_000,
  })
  await signRequest.getByTestId('wc-request-approve').click()
  const signature = page.getByTestId('demo-signature')
  await expect(signature).toHaveAttribute('data-state', 'done', { timeout: 20_000 })
  const signed = ((await signature.textContent()) ?? '') as Hex
  expect(await verifyMessage({ address: ADDRESS, message: MESSAGE, signature: signed })).toBe(true)

  // eth_sendTransaction on the devnet, approved in the wallet, mined.
  await page.getByTestId('demo-send-transaction').click()
  const sendRequest = wallet.getByTestId('wc-request')
  await expect(sendRequest.getByTestId('wc-request-method')).toContainText('eth_sendTransaction', {
    timeout: 20_000,
  })
  await sendRequest.getByTestId('wc-request-approve').click()
  const transaction = page.getByTestId('demo-transaction')
  await expect(transaction).toHaveAttribute('data-state', 'done', { timeout: 30_000 })
  const hash = ((await transaction.textContent()) ?? '').split(' ')[0] as Hex
  const receipt = await chainA.getTransactionReceipt({ hash })
  expect(receipt.status).toBe('success')
  expect(receipt.from.toLowerCase()).toBe(ADDRESS.toLowerCase())

  // Token send from the Account view (spec §4, §5 "Send supported for EVM") through the session:
  // the wallet approves eth_sendTransaction, the receiver holds exactly the amount more.
  const before = await chainA.getBalance({ address: RECEIVER })
  await page.getByTestId('account-button').click()
  await page.getByTestId('portico-feature-send').click()
  await page.getByTestId('portico-send-token').click()
  await page.getByTestId('portico-send-token-option-ETH').click()
  await page.getByLabel('Amount').fill('0.05')
  await page.getByLabel('To').fill(RECEIVER)
  await page.getByTestId('portico-send-continue').click()
  await page.getByTestId('portico-send-submit').click()
  const tokenSend = wallet.getByTestId('wc-request')
  await expect(tokenSend.getByTestId('wc-request-method')).toContainText('eth_sendTransaction', {
    timeout: 20_000,
  })
  await tokenSend.getByTestId('wc-request-approve').click()
  await expect(page.getByText('Transaction sent')).toBeVisible({ timeout: 30_000 })
  expect((await chainA.getBalance({ address: RECEIVER })) - before).toBe(parseEther('0.05'))
  await page.getByTestId('portico-close').click()

  // The wallet ends the session: the demo is disconnected.
  await wallet.getByTestId('wc-session').getByTestId('wc-session-disconnect').click()
  await expect(page.getByTestId('demo-status')).toHaveText('disconnected', { timeout: 20_000 })
  await expect(page.getByTestId('connect-button')).toBeVisible()
})
