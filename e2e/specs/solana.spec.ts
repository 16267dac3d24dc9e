import { readFileSync } from 'node:fs'
import { expect, type Page, test } from '@playwright/test'
import { address, createSolanaRpc } from '@solana/kit'
import { E2E_DEVNET_CONFIG, E2E_PORTS } from '../ports.js'

// Issue 10 "Solana": the demo with the Solana adapter and the test Solana wallet (wallet-standard,
// apps/wallet) on the devnet's local Solana RPC — connect, the SOL balance, send SOL and USDC to
// another demo account, checked on the RPC.

const SOLANA_WALLET = 'wallet-option-Portico Test Solana Wallet'
const rpc = createSolanaRpc(`http://127.0.0.1:${E2E_PORTS.solanaRpc}`)

type SolanaSection = {
  caipNetworkId: string
  usdcMint: string
  accounts: { label: string; address: string }[]
}

/** The e2e stack's local Solana network, from its devnet.json. */
function solanaConfig(): SolanaSection {
  const config = JSON.parse(readFileSync(E2E_DEVNET_CONFIG, 'utf8')) as { solana?: SolanaSection }
  if (!config.solana) throw new Error('the devnet config has a solana section')
  return config.solana
}
const accountOf = (label: string) => {
  const found = solanaConfig().accounts.find((a) => a.label === label)
  if (!found) throw new Error(`no Solana account ${label}`)
  return found.address
}

const lamportsOf = async (owner: string) => (await rpc.getBalance(address(owner)).send()).value

/** USDC base units `owner` holds, summed over its token accounts of the devnet's mint. */
async function usdcOf(owner: string): Promise<bigint> {
  const { value } = await rpc
    .getTokenAccountsByOwner(
      address(owner),
      { mint: address(solanaConfig().usdcMint) },
      { encoding: 'jsonParsed' },
    )
    .send()
  return value.reduce(
    (sum, { account }) =>
      sum +
      BigInt(
        (account.data as { parsed: { info: { tokenAmount: { amount: string } } } }).parsed.info
          .tokenAmount.amount,
      ),
    0n,
  )
}

/** The balance the account button shows: spec §9, truncated (not rounded) to 3 decimals. */
function shownSol(lamports: bigint): string {
  const whole = lamports / 1_000_000_000n
  const cut = (lamports % 1_000_000_000n).toString().padStart(9, '0').slice(0, 3).replace(/0+$/, '')
  return `${cut ? `${whole}.${cut}` : whole} SOL`
}

async function connectSolana(page: Page) {
  await page.goto('/')
  await page.getByTestId('connect-button').click()
  await page.getByTestId(SOLANA_WALLET).click()
  await expect(page.getByTestId('account-button')).toBeVisible()
  await expect(page.getByTestId('portico-modal')).toBeHidden()
}

/** Account → Send: picks `symbol`, fills amount and receiver, previews and sends. */
async function send(page: Page, symbol: 'SOL' | 'USDC', amount: string, receiver: string) {
  await page.getByTestId('account-button').click()
  await page.getByTestId('portico-feature-send').click()
  await page.getByTestId('portico-send-token').click()
  await page.getByTestId(`portico-send-token-option-${symbol}`).click()
  await expect(page.getByTestId('portico-send-token-symbol')).toHaveText(symbol)
  await page.getByLabel('Amount').fill(amount)
  await page.getByLabel('To').fill(receiver)
  const next = page.getByTestId('portico-send-continue')
  await expect(next).toHaveText('Preview send')
  await next.click()
  await expect(page.getByTestId('portico-send-preview-amount')).toHaveText(`${amount} ${symbol}`)
  await expect(page.getByTestId('portico-send-preview-receiver')).toContainText(receiver)
  await expect(page.getByTestId('portico-send-preview-network')).toHaveText('Portico Devnet Solana')
  // Gas estimation is EVM only (spec §5): no fee figure on Solana.
  await expect(page.getByTestId('portico-send-preview-fee')).not.toContainText(/\d/)
  await page.getByTestId('portico-send-submit').click()
  await expect(page.getByText('Transaction sent')).toBeVisible({ timeout: 20_000 })
  await expect(page.getByTestId('portico-account')).toBeVisible()
}

test('connect the test Solana wallet: the wallet-1 address on the local network and its SOL balance', async ({
  page,
}) => {
  await connectSolana(page)
  const sender = accountOf('wallet-1')
  await expect(page.getByTestId('account-button-balance')).toHaveText(
    shownSol(await lamportsOf(sender)),
  )
  await page.getByTestId('account-button').click()
  await expect(page.getByTestId('portico-account')).toContainText(sender.slice(0, 4))
})

test('send SOL to another demo account: the receiver holds exactly the amount more, on the RPC', async ({
  page,
}) => {
  const receiver = accountOf('wallet-3')
  await connectSolana(page)
  const before = await lamportsOf(receiver)
  await send(page, 'SOL', '0.5', receiver)
  expect((await lamportsOf(receiver)) - before).toBe(500_000_000n)
})

test('send USDC (SPL) to another demo account: exact to the 6th decimal, on the RPC', async ({
  page,
}) => {
  const receiver = accountOf('wallet-2')
  const sender = accountOf('wallet-1')
  await connectSolana(page)
  const [before, senderBefore] = await Promise.all([usdcOf(receiver), usdcOf(sender)])
  await send(page, 'USDC', '2.345678', receiver)
  expect((await usdcOf(receiver)) - before).toBe(2_345_678n)
  expect(senderBefore - (await usdcOf(sender))).toBe(2_345_678n)
})
