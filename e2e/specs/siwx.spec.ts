import { expect, type Page, test } from '@playwright/test'
import { DEMO_URL } from '../ports.js'
import { backendSession } from './siwxSession.js'

const WALLET = { rdns: 'xyz.portico.testwallet' }
/** anvil account #0, which the first test wallet holds. */
const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

async function connect(page: Page) {
  await page.getByTestId('connect-button').click()
  await page.getByTestId(`wallet-option-${WALLET.rdns}`).click()
}

test('sign-in required: connect → SIWXSignMessage → sign → the backend session (HttpOnly cookie); a replay is refused; disconnect signs out', async ({
  page,
  context,
}) => {
  await page.goto('/?siwx=required')
  await expect(page.getByTestId('demo-siwx-session')).toHaveText('Not signed in')
  await connect(page)

  // Spec §4 "prompt": the connected account has no session, so the sign view opens.
  const dialog = page.getByRole('dialog', { name: 'Sign In' })
  await expect(dialog).toBeVisible()
  await expect(page.getByTestId('portico-siwx')).toContainText('Canceling will disconnect you.')
  const verifyRequest = page.waitForRequest((r) => r.url().endsWith('/api/siwx/verify'))
  await page.getByTestId('portico-siwx-sign').click()
  // "sign, store session, close on success".
  await expect(dialog).toBeHidden()
  await expect(page.getByTestId('demo-siwx-session')).toHaveAttribute('data-state', 'signed-in')
  await expect(page.getByTestId('demo-siwx-session')).toContainText(
    `Signed in as ${ADDRESS} on eip155:31337`,
  )
  const cookie = (await context.cookies()).find((c) => c.name === 'portico_siwx')
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', secure: false })
  expect(await page.evaluate(() => document.cookie)).not.toContain('portico_siwx')
  expect(await backendSession(page)).toMatchObject({
    accountAddress: ADDRESS,
    chainId: 'eip155:31337',
  })

  // The EIP-4361 message the wallet signed, sent once more with its signature: the nonce is used.
  const sent = (await verifyRequest).postDataJSON() as { message: string; signature: string }
  expect(sent.message.split('\n').slice(0, 2)).toEqual([
    `${new URL(DEMO_URL).host} wants you to sign in with your Ethereum account:`,
    ADDRESS,
  ])
  expect(sent.message).toContain('\nSign in to the Portico demo.\n')
  const replay = await page.request.post('/api/siwx/verify', {
    data: sent,
    headers: { origin: DEMO_URL },
  })
  expect(replay.status()).toBe(401)
  expect(await replay.json()).toEqual({
    error: {
      code: 'NONCE_INVALID',
      message: 'The nonce was not issued here, was already used, or expired',
    },
  })
  // Same origin only.
  const foreign = await page.request.post('/api/siwx/verify', {
    data: sent,
    headers: { origin: 'http://evil.example' },
  })
  expect(foreign.status()).toBe(403)
  // A reload keeps the session: no new prompt.
  await page.reload()
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
  await expect(page.getByTestId('demo-siwx-session')).toHaveAttribute('data-state', 'signed-in')
  await expect(dialog).toBeHidden()

  // Spec §4 "Sign out on disconnect defaults to true".
  await page.getByTestId('account-button').click()
  await page.getByTestId('portico-disconnect').click()
  await expect(page.getByTestId('demo-status')).toHaveText('disconnected')
  await expect(page.getByTestId('demo-siwx-session')).toHaveText('Not signed in')
  expect(await backendSession(page)).toBeNull()
})

test('sign-in required: Cancel disconnects (no session)', async ({ page }) => {
  await page.goto('/?siwx=required')
  await connect(page)
  await expect(page.getByTestId('portico-siwx')).toBeVisible()
  await page.getByTestId('portico-siwx-cancel').click()
  await expect(page.getByTestId('demo-status')).toHaveText('disconnected')
  await expect(page.getByRole('dialog')).toBeHidden()
  expect(await backendSession(page)).toBeNull()
})

test('sign-in optional: Cancel closes and keeps the connection, not signed in', async ({
  page,
}) => {
  await page.goto('/?siwx=optional')
  await connect(page)
  await expect(page.getByTestId('portico-siwx')).toBeVisible()
  await expect(page.getByTestId('portico-siwx')).not.toContainText('Canceling will disconnect you.')
  await page.getByTestId('portico-siwx-cancel').click()
  await expect(page.getByRole('dialog')).toBeHidden()
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
  await expect(page.getByTestId('demo-siwx-session')).toHaveText('Not signed in')
  expect(await backendSession(page)).toBeNull()
})

test("a refused signature shows 'Error signing message' in SIWXSignMessage; signing again works", async ({
  page,
}) => {
  await page.goto('/?siwx=optional')
  await connect(page)
  await expect(page.getByTestId('portico-siwx')).toBeVisible()
  await page.evaluate((rdns) => {
    const wallets = (
      window as unknown as {
        porticoTestWallets: Record<string, { setBehavior(b: { reject: string[] }): void }>
      }
    ).porticoTestWallets
    wallets[rdns]?.setBehavior({ reject: ['personal_sign'] })
  }, WALLET.rdns)
  await page.getByTestId('portico-siwx-sign').click()
  await expect(page.getByTestId('portico-siwx-error')).toHaveText('Error signing message')
  await page.evaluate((rdns) => {
    const wallets = (
      window as unknown as {
        porticoTestWallets: Record<string, { setBehavior(b: { reject: string[] }): void }>
      }
    ).porticoTestWallets
    wallets[rdns]?.setBehavior({ reject: [] })
  }, WALLET.rdns)
  await page.getByTestId('portico-siwx-sign').click()
  await expect(page.getByRole('dialog')).toBeHidden()
  await expect(page.getByTestId('demo-siwx-session')).toHaveAttribute('data-state', 'signed-in')
})

/** CAIP-122's generic form beyond EVM: the test wallets sign, the backend verifies (ed25519, BIP-322). */
const NON_EVM = [
  {
    name: 'Solana (ed25519)',
    option: 'wallet-option-Portico Test Solana Wallet',
    blockchain: 'Solana',
    namespace: 'solana:',
  },
  {
    name: 'Bitcoin payment account (BIP-322)',
    option: 'wallet-option-bip122:Portico Test Bitcoin Wallet',
    blockchain: 'Bitcoin',
    namespace: 'bip122:',
  },
]
for (const wallet of NON_EVM)
  test(`sign-in required with the test ${wallet.name} wallet: "… with your ${wallet.blockchain} account:", verified by the backend`, async ({
    page,
  }) => {
    await page.goto('/?siwx=required')
    await page.getByTestId('connect-button').click()
    await page.getByTestId(wallet.option).click()
    await expect(page.getByTestId('portico-siwx')).toBeVisible()
    const verifyRequest = page.waitForRequest((r) => r.url().endsWith('/api/siwx/verify'))
    await page.getByTestId('portico-siwx-sign').click()
    const sent = (await verifyRequest).postDataJSON() as { message: string }
    expect(sent.message.split('\n')[0]).toBe(
      `${new URL(DEMO_URL).host} wants you to sign in with your ${wallet.blockchain} account:`,
    )
    await expect(page.getByRole('dialog')).toBeHidden()
    const address = await page.getByTestId('demo-address').textContent()
    const session = await backendSession(page)
    expect(session?.chainId.startsWith(wallet.namespace)).toBe(true)
    expect(session?.accountAddress).toBe(address)
  })
