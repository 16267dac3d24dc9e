import { expect, test } from '@playwright/test'

test.beforeEach(async ({ page }) => {
  await page.goto('/')
  await page.getByTestId('connect-button').click()
  await page.getByTestId('portico-all-wallets-button').click()
})

test('All wallets lists the catalogue from the API, with icons the API serves', async ({
  page,
}) => {
  await expect(page.getByRole('dialog', { name: 'All wallets' })).toBeVisible()
  await expect(page.getByTestId('portico-wallet-count')).toHaveText(/^\d+ wallets$/)
  const metamask = page.getByTestId('catalogue-wallet-metamask')
  await expect(metamask).toContainText('MetaMask')
  // Not installed here, but it has an app link: it opens the WalletConnect flow.
  await expect(metamask).toBeEnabled()
  await expect(metamask).not.toContainText('Installed')
  // The icon sits beside the name, so it is decorative (alt="").
  const icon = metamask.locator('img')
  await expect(icon).toHaveAttribute('alt', '')
  await expect(metamask.getByTestId('portico-wallet-image')).toHaveAttribute('data-state', 'loaded')
  expect(await icon.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
})

test('search narrows the list; an installed wallet connects from it', async ({ page }) => {
  await page.getByTestId('portico-wallet-search').fill('portico test')
  await expect(page.getByTestId('portico-wallet-count')).toHaveText('2 wallets')
  await expect(page.getByTestId('catalogue-wallet-metamask')).toHaveCount(0)
  const installed = page.getByRole('button', { name: /^Portico Test Wallet Installed$/ })
  await expect(installed).toBeEnabled()
  await installed.click()
  await expect(page.getByTestId('account-button')).toBeVisible()
})

test('a search without results says so', async ({ page }) => {
  await page.getByTestId('portico-wallet-search').fill('no such wallet anywhere')
  await expect(page.getByTestId('portico-wallet-count')).toHaveText('No wallet found')
})
