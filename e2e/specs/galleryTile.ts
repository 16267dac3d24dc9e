import { expect, type Page } from '@playwright/test'
import {
  type GalleryCase,
  type GalleryTheme,
  galleryPath,
} from '../../apps/demo/src/gallery/cases.js'

export {
  GALLERY_CASES,
  GALLERY_THEMES,
  galleryCaseId,
  NARROW_CASE,
  NARROW_VIEWPORT,
  WIDE_VIEWPORT,
} from '../../apps/demo/src/gallery/cases.js'

/** The date every gallery tile sees as now. */
const GALLERY_NOW = new Date('2026-06-15T12:00:00Z')

/**
 * Opens one gallery tile (apps/demo/gallery.html) and waits until it is still: the scenario has
 * run (`<html data-gallery-ready>`; a scenario that fails sets `data-gallery-error` and fails the
 * test with its reason), the dialog is visible, no lazy view is still loading, every image in the
 * modal has decoded, the fonts are loaded and the page has not changed for 300 ms.
 */
export async function openGalleryTile(
  page: Page,
  galleryCase: Pick<GalleryCase, 'view' | 'state'>,
  theme: GalleryTheme,
) {
  // One fixed date for every tile: the Activity fixture's times and month headings are relative
  // to now, and a screenshot must not change with the calendar. Timers still run.
  await page.clock.setFixedTime(GALLERY_NOW)
  await page.goto(galleryPath(galleryCase, theme))
  await page.waitForFunction(() => {
    const { dataset } = document.documentElement
    return dataset.galleryReady !== undefined || dataset.galleryError !== undefined
  })
  const error = await page.evaluate(() => document.documentElement.dataset.galleryError)
  expect(error, 'the gallery scenario failed').toBeUndefined()
  await expect(page.getByRole('dialog')).toBeVisible()
  await expect(page.getByTestId('portico-view-loading')).toHaveCount(0)
  await page.waitForFunction(() => {
    const root = document.querySelector('portico-modal')?.shadowRoot
    const images = root ? [...root.querySelectorAll('img')] : []
    return images.every((image) => image.complete)
  })
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
  // Late changes (an image swapped in after its preload, a lazy chunk) end before we look.
  await page.evaluate(
    ({ quietMs, maxMs }) =>
      new Promise<void>((resolve) => {
        const root = document.querySelector('portico-modal')?.shadowRoot
        let timer = setTimeout(done, quietMs)
        const deadline = setTimeout(done, maxMs)
        const observer = new MutationObserver(() => {
          clearTimeout(timer)
          timer = setTimeout(done, quietMs)
        })
        const options = { subtree: true, childList: true, attributes: true, characterData: true }
        observer.observe(document.body, options)
        if (root) observer.observe(root, options)
        function done() {
          observer.disconnect()
          clearTimeout(timer)
          clearTimeout(deadline)
          resolve()
        }
      }),
    { quietMs: 300, maxMs: 5_000 },
  )
}
