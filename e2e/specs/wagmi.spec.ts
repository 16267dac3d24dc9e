import { expect, type Page, test } from '@playwright/test'
import {
  type Address,
  createPublicClient,
  type Hex,
  http,
  parseEther,
  parseUnits,
  toHex,
  verifyMessage,
} from 'viem'
import { CHAIN_A_RPC, E2E_PORTS } from '../ports.js'
import { axeViolations } from './axeViolations.js'
import { usdcBalanceOf } from './devnetUsdc.js'
import { approveInSecureUi, emailLogin, walletFrame } from './embeddedWallet.js'
import { watchConsoleErrors } from './watchConsoleErrors.js'

/**
 * Issue 19 "@portico/wagmi", end to end on the stack: the demo's wagmi dApp page
 * (apps/demo/wagmi.html: createWagmiAdapter, WagmiProvider, Portico's buttons, wagmi's hooks).
 * Connected through Portico's modal (the injected test wallet, WalletConnect with the sample
 * wallet, the email login), wagmi's hooks read, write, sign, switch and send calls on the devnet;
 * and the dApp's own wagmi connect, switch and disconnect show in Portico's buttons and stores.
 */

const PAGE = '/wagmi.html'
const WALLET_1 = { rdns: 'xyz.portico.testwallet', name: 'Portico Test Wallet' }
/** anvil account #0: the first test wallet's and the sample wallet's first account. */
const ADDRESS_1 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
/** Its devnet ENS name, which Portico's AccountButton shows. */
const NAME_1 = 'alice.portico.eth'
/** What the page sends and signs (apps/demo/src/wagmi). */
const USDC_RECIPIENT = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const USDC_TRANSFER = parseUnits('1.5', 6)
const MESSAGE = 'Hello from the Portico wagmi demo'
const CALLS = [
  { to: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC', value: parseEther('0.001') },
  { to: '0x90F79bf6EB2c4f870365E785982E1f101E93b906', value: parseEther('0.002') },
] as const
const SAMPLE_WALLET_URL = `http://127.0.0.1:${E2E_PORTS.wallet}/`

const chainA = createPublicClient({ transport: http(CHAIN_A_RPC) })
const chainB = createPublicClient({ transport: http(`http://127.0.0.1:${E2E_PORTS.chainB}`) })

const usdcOf = (client: typeof chainA, address: Address) => usdcBalanceOf(client, address)

/** The hash in a result's text. */
async function hashIn(page: Page, testId: string): Promise<Hex> {
  const hash = /0x[0-9a-f]{64}/.exec((await page.getByTestId(testId).textContent()) ?? '')?.[0]
  if (!hash) throw new Error(`no transaction hash in ${testId}`)
  return hash as Hex
}

/** wagmi's useSignMessage, with the approval `approve` gives; the signature checked with viem. */
async function expectSignedBy(page: Page, address: Address, approve?: () => Promise<void>) {
  await page.getByTestId('wagmi-sign-message').click()
  await approve?.()
  const signature = page.getByTestId('wagmi-signature')
  await expect(signature).toHaveAttribute('data-state', 'done', { timeout: 20_000 })
  const signed = ((await signature.textContent()) ?? '') as Hex
  expect(await verifyMessage({ address, message: MESSAGE, signature: signed })).toBe(true)
}

let errors: string[]
test.beforeEach(({ page }) => {
  errors = watchConsoleErrors(page)
})
test.afterEach(() => {
  expect(errors, 'no console errors on the wagmi page').toEqual([])
})

test("Portico's modal with the injected wallet: wagmi reads, writes (mined), signs and switches chain", async ({
  page,
}) => {
  await page.goto(PAGE)
  await page.getByTestId('connect-button').click()
  await page.getByTestId(`wallet-option-${WALLET_1.rdns}`).click()
  await expect(page.getByTestId('account-button-name')).toHaveText(NAME_1)

  // useConnection: the same account and chain as Portico's.
  await expect(page.getByTestId('wagmi-status')).toHaveText('connected')
  await expect(page.getByTestId('wagmi-address')).toHaveText(ADDRESS_1)
  await expect(page.getByTestId('wagmi-chain')).toHaveText('Portico Devnet A (31337)')
  await expect(page.getByTestId('wagmi-connector')).toHaveText(WALLET_1.name)
  await expect(page.getByTestId('portico-store-address')).toHaveText(ADDRESS_1)
  await expect(page.getByTestId('portico-store-chain')).toHaveText('Portico Devnet A (31337)')

  // useReadContract: USDC's balanceOf, as the chain says.
  const balance = page.getByTestId('wagmi-token-balance')
  await expect(balance).toHaveAttribute('data-value', String(await usdcOf(chainA, ADDRESS_1)))

  // useWriteContract: the transfer is mined; the chain moved the amount; the balance is read again.
  const [recipientBefore, senderBefore] = await Promise.all([
    usdcOf(chainA, USDC_RECIPIENT),
    usdcOf(chainA, ADDRESS_1),
  ])
  await page.getByTestId('wagmi-transfer').click()
  await expect(page.getByTestId('wagmi-transfer-result')).toHaveAttribute('data-state', 'mined')
  const receipt = await chainA.getTransactionReceipt({
    hash: await hashIn(page, 'wagmi-transfer-result'),
  })
  expect(receipt.status).toBe('success')
  expect(receipt.from.toLowerCase()).toBe(ADDRESS_1.toLowerCase())
  expect((await usdcOf(chainA, USDC_RECIPIENT)) - recipientBefore).toBe(USDC_TRANSFER)
  expect(senderBefore - (await usdcOf(chainA, ADDRESS_1))).toBe(USDC_TRANSFER)
  await expect(balance).toHaveAttribute('data-value', String(senderBefore - USDC_TRANSFER))

  // useSignMessage: the wallet signs, viem verifies.
  await expectSignedBy(page, ADDRESS_1)
  // Every card of the page shown: accessible (axe, the modal's shadow root included).
  expect(await axeViolations(page)).toEqual([])

  // useSwitchChain: wagmi, Portico's NetworkButton and stores move to devnet B; the read follows.
  await page.getByTestId('wagmi-switch-31338').click()
  await expect(page.getByTestId('wagmi-chain')).toHaveText('Portico Devnet B (31338)')
  await expect(page.getByTestId('network-button-name')).toHaveText('Portico Devnet B')
  await expect(page.getByTestId('portico-store-chain')).toHaveText('Portico Devnet B (31338)')
  await expect(balance).toHaveAttribute('data-value', String(await usdcOf(chainB, ADDRESS_1)))
})

test("Portico's modal with WalletConnect (the sample wallet over the relay): wagmi's connection and useSignMessage go through the session", async ({
  page,
  context,
}) => {
  await page.goto(PAGE)
  await page.getByTestId('connect-button').click()
  await page.getByTestId('wallet-option-walletConnect').click()
  const copy = page.getByTestId('portico-wc-copy')
  await expect(copy).toHaveAttribute('data-uri', /^wc:[0-9a-f]{64}@2\?/, { timeout: 30_000 })
  const uri = (await copy.getAttribute('data-uri')) ?? ''

  const wallet = await context.newPage()
  await wallet.goto(SAMPLE_WALLET_URL)
  await wallet.getByTestId('wc-uri-input').fill(uri)
  await wallet.getByTestId('wc-pair-button').click()
  const proposal = wallet.getByTestId('wc-proposal')
  await expect(proposal.getByTestId('wc-proposal-name')).toHaveText('Portico wagmi demo', {
    timeout: 30_000,
  })
  await proposal.getByTestId('wc-proposal-approve').click()

  await expect(page.getByTestId('wagmi-address')).toHaveText(ADDRESS_1, { timeout: 30_000 })
  await expect(page.getByTestId('wagmi-status')).toHaveText('connected')
  await expect(page.getByTestId('wagmi-connector')).toHaveText('WalletConnect')
  await expect(page.getByTestId('portico-store-connector')).toHaveText('walletConnect')
  await expect(page.getByTestId('account-button')).toBeVisible()

  await expectSignedBy(page, ADDRESS_1, async () => {
    const request = wallet.getByTestId('wc-request')
    await expect(request.getByTestId('wc-request-method')).toContainText('personal_sign', {
      timeout: 20_000,
    })
    await request.getByTestId('wc-request-approve').click()
  })
})

test("Portico's modal with the email login: wagmi's connection is the embedded wallet, and useSendCalls (EIP-5792) gets both calls mined", async ({
  page,
}) => {
  test.setTimeout(90_000)
  const email = `wagmi-${Date.now()}@example.org`
  await emailLogin(page, email, PAGE)
  // A first wallet for this address: protected by a recovery secret in the secure UI.
  const frame = walletFrame(page)
  const secret = 'portico wagmi e2e recovery secret'
  await frame.getByTestId('frame-secret-input').fill(secret)
  await frame.getByTestId('frame-secret-confirm-input').fill(secret)
  await frame.getByTestId('frame-create-wallet').click()
  await expect(page.getByTestId('portico-account')).toBeVisible({ timeout: 30_000 })
  await page.getByTestId('portico-close').click()

  const address = ((await page.getByTestId('portico-store-address').textContent()) ?? '') as Address
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
  await expect(page.getByTestId('wagmi-address')).toHaveText(address)
  await expect(page.getByTestId('wagmi-status')).toHaveText('connected')
  await expect(page.getByTestId('wagmi-connector')).toHaveText('Email and social login')
  await expect(page.getByTestId('wagmi-chain')).toHaveText('Portico Devnet A (31337)')

  // The new wallet gets ether for the values and the fees.
  await chainA.request({
    method: 'anvil_setBalance' as never,
    params: [address, toHex(parseEther('1'))] as never,
  })
  const before = await Promise.all(CALLS.map((call) => chainA.getBalance({ address: call.to })))
  await page.getByTestId('wagmi-send-calls').click()
  await approveInSecureUi(page, 'Send 2 calls')
  const status = page.getByTestId('wagmi-calls-status')
  await expect(status).toHaveAttribute('data-state', 'success', { timeout: 30_000 })
  const hashes = (await page.getByTestId('wagmi-calls-receipt').allTextContents()) as Hex[]
  expect(hashes).toHaveLength(CALLS.length)
  for (const hash of hashes) {
    const receipt = await chainA.getTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(address.toLowerCase())
  }
  const after = await Promise.all(CALLS.map((call) => chainA.getBalance({ address: call.to })))
  expect(after.map((value, index) => value - (before[index] ?? 0n))).toEqual(
    CALLS.map((call) => call.value),
  )
})

test("the dApp's own wagmi useConnect, useSwitchChain and useDisconnect show in Portico's buttons and stores", async ({
  page,
}) => {
  await page.goto(PAGE)
  await expect(page.getByTestId('connect-button')).toBeVisible()
  await page.getByTestId(`wagmi-connect-${WALLET_1.rdns}`).click()
  await expect(page.getByTestId('wagmi-address')).toHaveText(ADDRESS_1)
  await expect(page.getByTestId('account-button-name')).toHaveText(NAME_1)
  await expect(page.getByTestId('portico-store-status')).toHaveText('connected')
  await expect(page.getByTestId('portico-store-address')).toHaveText(ADDRESS_1)
  await expect(page.getByTestId('portico-store-connector')).toHaveText(WALLET_1.rdns)

  await page.getByTestId('wagmi-switch-31338').click()
  await expect(page.getByTestId('network-button-name')).toHaveText('Portico Devnet B')
  await expect(page.getByTestId('portico-store-chain')).toHaveText('Portico Devnet B (31338)')

  await page.getByTestId('wagmi-disconnect').click()
  await expect(page.getByTestId('connect-button')).toBeVisible()
  await expect(page.getByTestId('portico-store-status')).toHaveText('disconnected')
  await expect(page.getByTestId('wagmi-status')).toHaveText('disconnected')
})
