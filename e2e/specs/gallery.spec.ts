import { expect, test } from '@playwright/test'
import { axeViolations } from './axeViolations.js'
import {
  GALLERY_CASES,
  GALLERY_THEMES,
  galleryCaseId,
  NARROW_CASE,
  NARROW_VIEWPORT,
  openGalleryTile,
  WIDE_VIEWPORT,
} from './galleryTile.js'

/**
 * Issue 4 "A view gallery": every view in each of its states, in both themes, compared with the
 * committed baselines in e2e/screenshots/gallery.spec.ts/ and checked by axe. After an intended change of a view:
 * `npx playwright test -c e2e/playwright.config.ts gallery.spec.ts --update-snapshots`, look at
 * the new images, commit them.
 */
test.use({ viewport: WIDE_VIEWPORT, reducedMotion: 'reduce' })

const SCREENSHOT = { animations: 'disabled', caret: 'hide', scale: 'css' } as const

for (const galleryCase of GALLERY_CASES)
  for (const theme of GALLERY_THEMES)
    test(`${galleryCase.view} · ${galleryCase.state} · ${theme} looks as its baseline; axe finds no violations`, async ({
      page,
    }) => {
      await openGalleryTile(page, galleryCase, theme)
      await expect(page).toHaveScreenshot(`${galleryCaseId(galleryCase)}-${theme}.png`, SCREENSHOT)
      // Issue 4 "axe-core finds zero violations on every view in both themes", on the same load.
      expect(await axeViolations(page)).toEqual([])
    })

test.describe('a narrow screen (375 × 740) shows the modal as a bottom sheet', () => {
  test.use({ viewport: NARROW_VIEWPORT })
  for (const theme of GALLERY_THEMES)
    test(`${NARROW_CASE.view} · ${NARROW_CASE.state} · ${theme}, narrow`, async ({ page }) => {
      await openGalleryTile(page, NARROW_CASE, theme)
      await expect(page).toHaveScreenshot(
        `${galleryCaseId(NARROW_CASE)}-${theme}-narrow.png`,
        SCREENSHOT,
      )
    })
})

test('the index links every case in both themes', async ({ page }) => {
  await page.goto('/gallery.html')
  for (const galleryCase of GALLERY_CASES)
    for (const theme of GALLERY_THEMES)
      await expect(
        page.getByTestId(`gallery-link-${galleryCase.view}-${galleryCase.state}-${theme}`),
      ).toHaveAttribute('href', new RegExp(`view=${galleryCase.view}&state=${galleryCase.state}`))
})
