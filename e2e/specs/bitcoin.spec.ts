import { readFileSync } from 'node:fs'
import { expect, type Page, test } from '@playwright/test'
import { Verifier } from 'bip322-js'
import { E2E_DEVNET_CONFIG, E2E_PORTS } from '../ports.js'

// Issue 10 "Bitcoin": the demo with the Bitcoin adapter and the test Bitcoin wallet
// (wallet-standard, apps/wallet) on the devnet's Esplora-style Bitcoin API over a regtest ledger —
// connect (payment account active, ordinal listed beside it), BIP-322 signatures with both, and a
// send to another demo account checked on the API.

// The connector id of a wallet-standard Bitcoin wallet is 'bip122:' + its name.
const BITCOIN_WALLET = 'wallet-option-bip122:Portico Test Bitcoin Wallet'
const BITCOIN_WALLET_ID = 'xyz.portico.testwallet.bitcoin'
const REGTEST = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'
const MESSAGE = 'Hello from the Portico demo'
const API = `http://127.0.0.1:${E2E_PORTS.bitcoinApi}`

type BitcoinSection = {
  caipNetworkId: string
  accounts: { label: string; payment: string; ordinal: string }[]
}

/** The e2e stack's Bitcoin network, from its devnet.json. */
function bitcoinConfig(): BitcoinSection {
  const config = JSON.parse(readFileSync(E2E_DEVNET_CONFIG, 'utf8')) as { bitcoin?: BitcoinSection }
  if (!config.bitcoin) throw new Error('the devnet config has a bitcoin section')
  return config.bitcoin
}
const accountOf = (label: string) => {
  const found = bitcoinConfig().accounts.find((a) => a.label === label)
  if (!found) throw new Error(`no Bitcoin account ${label}`)
  return found
}

/** Satoshis of `address` on the Bitcoin API: funded minus spent, confirmed and in the mempool. */
async function satsOf(address: string): Promise<bigint> {
  type Stats = { funded_txo_sum: number; spent_txo_sum: number }
  const body = (await (await fetch(`${API}/address/${address}`)).json()) as {
    chain_stats: Stats
    mempool_stats: Stats
  }
  return [body.chain_stats, body.mempool_stats].reduce(
    (sum, s) => sum + BigInt(s.funded_txo_sum) - BigInt(s.spent_txo_sum),
    0n,
  )
}

/** The balance the account button shows: spec §9, truncated (not rounded) to 3 decimals. */
function shownBtc(sats: bigint): string {
  const whole = sats / 100_000_000n
  const cut = (sats % 100_000_000n).toString().padStart(8, '0').slice(0, 3).replace(/0+$/, '')
  return `${cut ? `${whole}.${cut}` : whole} BTC`
}

async function connectBitcoin(page: Page) {
  await page.goto('/')
  await page.getByTestId('connect-button').click()
  await page.getByTestId(BITCOIN_WALLET).click()
  await expect(page.getByTestId('account-button')).toBeVisible()
  await expect(page.getByTestId('portico-modal')).toBeHidden()
}

test('connect the test Bitcoin wallet: the payment address is the account (spec §4 default bitcoin payment), the ordinal one listed beside it', async ({
  page,
}) => {
  const wallet1 = accountOf('wallet-1')
  expect(bitcoinConfig().caipNetworkId).toBe(REGTEST)
  await connectBitcoin(page)
  await expect(page.getByTestId('demo-address')).toHaveText(wallet1.payment)
  await expect(page.getByTestId('demo-chain')).toContainText('Portico Devnet Bitcoin')
  await expect(page.getByTestId('demo-bitcoin-account-payment')).toContainText(wallet1.payment)
  await expect(page.getByTestId('demo-bitcoin-account-payment')).toContainText('(active)')
  await expect(page.getByTestId('demo-bitcoin-account-ordinal')).toContainText(wallet1.ordinal)
  await expect(page.getByTestId('account-button-balance')).toHaveText(
    shownBtc(await satsOf(wallet1.payment)),
  )
})

test('sign a message with the payment and with the ordinal account: BIP-322 signatures bip322-js verifies', async ({
  page,
}) => {
  const wallet1 = accountOf('wallet-1')
  await connectBitcoin(page)
  for (const [type, address] of [
    ['payment', wallet1.payment],
    ['ordinal', wallet1.ordinal],
  ] as const) {
    await page.getByTestId(`demo-bitcoin-sign-${type}`).click()
    const shown = page.getByTestId(`demo-bitcoin-signature-${type}`)
    await expect(shown).toHaveAttribute('data-state', 'done')
    const signature = (await shown.textContent()) ?? ''
    expect(Verifier.verifySignature(address, MESSAGE, signature)).toBe(true)
    expect(Verifier.verifySignature(address, `${MESSAGE}.`, signature)).toBe(false)
  }
})

test('a signature refused in the wallet is shown as refused, nothing signed', async ({ page }) => {
  await connectBitcoin(page)
  await page.evaluate((id) => {
    const wallets = (
      window as unknown as Record<string, Record<string, { setBehavior(b: unknown): void }>>
    ).porticoTestWallets
    wallets?.[id]?.setBehavior({ reject: ['bitcoin:signMessage'] })
  }, BITCOIN_WALLET_ID)
  await page.getByTestId('demo-bitcoin-sign-payment').click()
  await expect(page.getByTestId('demo-bitcoin-signature-payment')).toHaveAttribute(
    'data-state',
    'failed',
  )
})

test('send 10,000 sats to another demo account: the Bitcoin API shows them arrive', async ({
  page,
}) => {
  const wallet2 = accountOf('wallet-2')
  await connectBitcoin(page)
  const before = await satsOf(wallet2.payment)
  await page.getByTestId('demo-bitcoin-send').click()
  const shown = page.getByTestId('demo-bitcoin-transfer')
  await expect(shown).toHaveAttribute('data-state', 'done', { timeout: 20_000 })
  const [txid] = ((await shown.textContent()) ?? '').split(' ')
  expect(txid).toMatch(/^[0-9a-f]{64}$/)
  const tx = (await (await fetch(`${API}/tx/${txid}`)).json()) as {
    vout: { scriptpubkey_address?: string; value: number }[]
  }
  expect(tx.vout).toContainEqual(
    expect.objectContaining({ scriptpubkey_address: wallet2.payment, value: 10_000 }),
  )
  expect((await satsOf(wallet2.payment)) - before).toBe(10_000n)
})
