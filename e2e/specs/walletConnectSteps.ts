import { type BrowserContext, expect, type Page } from '@playwright/test'

/**
 * The WalletConnect steps as a user takes them on the demo with the sample wallet (apps/wallet),
 * shared by walletconnect.spec.ts and the cluster's spec.
 */

/** Connect → WalletConnect: resolves with the pairing URI the view shows (its copy button's). */
export async function showPairingUri(page: Page): Promise<string> {
  await page.goto('/')
  await page.getByTestId('connect-button').click()
  await page.getByTestId('wallet-option-walletConnect').click()
  const copy = page.getByTestId('portico-wc-copy')
  await expect(copy).toHaveAttribute('data-uri', /^wc:[0-9a-f]{64}@2\?/, { timeout: 30_000 })
  return (await copy.getAttribute('data-uri')) ?? ''
}

/**
 * The sample wallet in a second tab: paste the URI, see the dApp's name, approve. Resolves with
 * the wallet's tab once the demo shows `address` connected.
 */
export async function approvePairingInSampleWallet(
  page: Page,
  context: BrowserContext,
  { walletUrl, uri, address }: { walletUrl: string; uri: string; address: string },
): Promise<Page> {
  const wallet = await context.newPage()
  await wallet.goto(walletUrl)
  await wallet.getByTestId('wc-uri-input').fill(uri)
  await wallet.getByTestId('wc-pair-button').click()
  const proposal = wallet.getByTestId('wc-proposal')
  await expect(proposal.getByTestId('wc-proposal-name')).toHaveText('Portico demo', {
    timeout: 30_000,
  })
  await proposal.getByTestId('wc-proposal-approve').click()
  await expect(page.getByTestId('demo-address')).toHaveText(address, { timeout: 30_000 })
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
  return wallet
}
