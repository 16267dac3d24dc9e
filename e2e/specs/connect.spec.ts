import { expect, type Page, test } from '@playwright/test'
import type { TestWallet, TestWalletBehavior } from '@portico/wallet'
import { createPublicClient, formatEther, http } from 'viem'
import { CHAIN_A_RPC } from '../ports.js'

const WALLET_1 = { rdns: 'xyz.portico.testwallet', name: 'Portico Test Wallet' }
const WALLET_2 = { rdns: 'xyz.portico.testwallet2', name: 'Portico Test Wallet 2' }
/** anvil account #0, which the first test wallet holds. */
const ADDRESS_1 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

const chainA = createPublicClient({ transport: http(CHAIN_A_RPC) })

/** The balance the button must show: spec §9, truncated (not rounded) to 3 decimals. */
async function expectedBalance(address: `0x${string}`): Promise<string> {
  const [whole, fraction = ''] = formatEther(await chainA.getBalance({ address })).split('.')
  const cut = fraction.slice(0, 3).replace(/0+$/, '')
  return cut ? `${whole}.${cut}` : `${whole}`
}

/** Drives a test wallet through its controls, `window.porticoTestWallets[rdns]`. */
async function setWalletBehavior(page: Page, rdns: string, behavior: TestWalletBehavior) {
  await page.evaluate(
    ([id, b]) => {
      const wallets = (window as unknown as { porticoTestWallets: Record<string, TestWallet> })
        .porticoTestWallets
      wallets[id]?.setBehavior(b)
    },
    [rdns, behavior] as const,
  )
}

async function connectWith(page: Page, rdns: string) {
  await page.getByTestId('connect-button').click()
  await page.getByTestId(`wallet-option-${rdns}`).click()
  await expect(page.getByTestId('account-button')).toBeVisible()
}

/** The devnet's ENS names of the test wallets' accounts, resolved by the API (spec §7 identity). */
const NAME_1 = 'alice.portico.eth'
const NAME_2 = 'bob.portico.eth'

test.beforeEach(async ({ page }) => {
  await page.goto('/')
})

test('the modal lists both test wallets, announced by EIP-6963', async ({ page }) => {
  await page.getByTestId('connect-button').click()
  const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
  await expect(dialog).toBeVisible()
  for (const wallet of [WALLET_1, WALLET_2])
    await expect(dialog.getByRole('button', { name: `${wallet.name} Installed` })).toHaveAttribute(
      'data-testid',
      `wallet-option-${wallet.rdns}`,
    )
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(page.getByTestId('connect-button')).toBeFocused()
})

test('connecting shows the ENS name (or the shortened address) and the devnet balance', async ({
  page,
}) => {
  await connectWith(page, WALLET_1.rdns)
  await expect(page.getByTestId('portico-modal')).toBeHidden()
  await expect(page.getByTestId('account-button-name')).toHaveText(NAME_1)
  await expect(page.getByTestId('demo-name')).toHaveText(NAME_1)
  const balance = await expectedBalance(ADDRESS_1)
  await expect(page.getByTestId('account-button-balance')).toHaveText(`${balance} ETH`)
  await expect(page.getByTestId('demo-address')).toHaveText(ADDRESS_1)
  await expect(page.getByTestId('demo-chain')).toHaveText('Portico Devnet A (31337)')
  await expect(page.getByTestId('demo-balance')).toHaveText(`${balance} ETH`)
})

test("a rejected connection shows 'Connection rejected' and can be tried again", async ({
  page,
}) => {
  await setWalletBehavior(page, WALLET_2.rdns, { reject: true })
  await page.getByTestId('connect-button').click()
  await page.getByTestId(`wallet-option-${WALLET_2.rdns}`).click()
  await expect(page.getByTestId('portico-connect-error')).toHaveText('Connection rejected')
  await expect(page.getByTestId('connect-button')).toBeVisible()
  await setWalletBehavior(page, WALLET_2.rdns, { reject: false })
  await page.getByTestId('portico-try-again').click()
  await expect(page.getByTestId('account-button-name')).toHaveText(NAME_2)
})

test("an account without a name shows its address shortened to 4 + 6 characters, and the wallet's switch is followed", async ({
  page,
}) => {
  await connectWith(page, WALLET_1.rdns)
  await expect(page.getByTestId('account-button-name')).toHaveText(NAME_1)
  // anvil account #3 has no ENS name on the devnet.
  await page.evaluate((rdns) => {
    const wallets = (window as unknown as { porticoTestWallets: Record<string, TestWallet> })
      .porticoTestWallets
    wallets[rdns]?.setAccount(3)
  }, WALLET_1.rdns)
  await expect(page.getByTestId('account-button-address')).toHaveText('0x90…93b906')
  await expect(page.getByTestId('demo-address')).toHaveText(
    '0x90F79bf6EB2c4f870365E785982E1f101E93b906',
  )
  await expect(page.getByTestId('demo-name')).toHaveText('—')
})

test('a reload restores the connection', async ({ page }) => {
  await connectWith(page, WALLET_1.rdns)
  await page.reload()
  await expect(page.getByTestId('account-button-name')).toHaveText(NAME_1)
  // Named by its visible text (name, balance) then ', account' (WCAG 2.5.3).
  await expect(page.getByTestId('account-button')).toHaveAccessibleName(
    new RegExp(`^${NAME_1.replaceAll('.', '\\.')} .*, account$`),
  )
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
})

test('disconnect clears the connection, also after a reload', async ({ page }) => {
  await connectWith(page, WALLET_1.rdns)
  await page.getByTestId('account-button').click()
  await expect(page.getByTestId('portico-account-address')).toHaveText('0xf3…b92266')
  await page.getByTestId('portico-disconnect').click()
  await expect(page.getByTestId('connect-button')).toBeVisible()
  await expect(page.getByTestId('demo-address')).toHaveText('—')
  await page.reload()
  await expect(page.getByTestId('connect-button')).toHaveText('Connect Wallet')
  await expect(page.getByTestId('demo-status')).toHaveText('disconnected')
})
