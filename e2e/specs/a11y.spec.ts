import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'
import {
  GALLERY_CASES,
  GALLERY_THEMES,
  galleryCaseId,
  openGalleryTile,
  WIDE_VIEWPORT,
} from './galleryTile.js'

/**
 * Issue 4: "axe-core finds zero violations on every view in both themes". axe runs on the whole
 * page and descends into open shadow roots, so the modal's Shadow DOM is checked with the page.
 */
test.use({ viewport: WIDE_VIEWPORT, reducedMotion: 'reduce' })

/** One line per failing node: rule, impact, where (a selector through shadow roots), why. */
async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze()
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact}) at ${JSON.stringify(node.target)}: ` +
        `${node.failureSummary?.replace(/\s+/g, ' ') ?? violation.help}`,
    ),
  )
}

for (const galleryCase of GALLERY_CASES)
  for (const theme of GALLERY_THEMES)
    test(`axe: ${galleryCaseId(galleryCase)} (${theme}) has no violations`, async ({ page }) => {
      await openGalleryTile(page, galleryCase, theme)
      expect(await axeViolations(page)).toEqual([])
    })

test('axe: the demo page with the modal open has no violations', async ({ page }) => {
  await page.goto('/')
  await page.getByTestId('connect-button').click()
  const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
  await expect(dialog.getByTestId('wallet-option-xyz.portico.testwallet')).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
})
