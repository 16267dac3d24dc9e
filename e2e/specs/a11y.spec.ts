import { expect, test } from '@playwright/test'
import { axeViolations } from './axeViolations.js'
import { WIDE_VIEWPORT } from './galleryTile.js'

/**
 * Issue 4: "axe-core finds zero violations on every view in both themes". Every gallery tile is
 * checked by axe where its screenshot is taken (gallery.spec.ts: one page load for both); this
 * spec checks the demo page itself with the modal open.
 */
test.use({ viewport: WIDE_VIEWPORT, reducedMotion: 'reduce' })

test('axe: the demo page with the modal open has no violations', async ({ page }) => {
  await page.goto('/')
  await page.getByTestId('connect-button').click()
  const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
  await expect(dialog.getByTestId('wallet-option-xyz.portico.testwallet')).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
})
