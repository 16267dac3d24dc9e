import { expect, type Page, test } from '@playwright/test'

/**
 * Issue 4: "a host page with hostile global CSS (`* { all: unset }`, `button { display:none }`,
 * huge font sizes) neither breaks it nor is changed by it". The page is apps/demo/hostile.html.
 */

test.use({ colorScheme: 'light' })

const WALLET = { rdns: 'xyz.portico.testwallet', name: 'Portico Test Wallet' }
/** The modal's width (spec §2) and its text size: the master font size (10 px) × 1.5. */
const MODAL_WIDTH_PX = 360
const MODAL_FONT_SIZE = '15px'

/** Computed styles of the page's own elements, to compare before and after the modal opens. */
const PAGE_PROBES = ['html', 'body', '#root', '[data-testid="hostile-box"]', 'h1', 'p', 'input']
const PROPERTIES = [
  'display',
  'position',
  'font-size',
  'font-family',
  'line-height',
  'letter-spacing',
  'text-transform',
  'direction',
  'color',
  'background-color',
  'width',
  'height',
  'margin-top',
  'padding-top',
  'border-top-width',
  'visibility',
  'opacity',
  'overflow',
  'transform',
]

function pageStyles(page: Page) {
  return page.evaluate(
    ([probes, properties]) =>
      Object.fromEntries(
        probes.flatMap((selector) =>
          [...document.querySelectorAll(selector)].map((element, index) => {
            const style = getComputedStyle(element)
            return [
              `${selector}#${index}`,
              Object.fromEntries(properties.map((name) => [name, style.getPropertyValue(name)])),
            ]
          }),
        ),
      ),
    [PAGE_PROBES, PROPERTIES] as const,
  )
}

/** The dialog's box once its entrance animation has ended. */
async function settledBox(page: Page) {
  await page.waitForFunction(() => {
    const dialog = document
      .querySelector('portico-modal')
      ?.shadowRoot?.querySelector('[role="dialog"]')
    return dialog !== null && dialog !== undefined && dialog.getAnimations().length === 0
  })
  return page.getByRole('dialog').boundingBox()
}

test.beforeEach(async ({ page }) => {
  await page.goto('/hostile.html')
  await expect(page.getByTestId('hostile-status')).toHaveText('disconnected')
})

test('the hostile CSS is in force on the page itself', async ({ page }) => {
  const styles = await pageStyles(page)
  expect(styles['html#0']?.['font-size']).toBe('40px')
  expect(styles['body#0']?.['text-transform']).toBe('uppercase')
  expect(styles['body#0']?.direction).toBe('rtl')
  // `div { position: static !important }` beats the page's own `.page-box { position: relative }`.
  expect(styles['[data-testid="hostile-box"]#0']?.position).toBe('static')
})

test('the modal opens intact: visible, 360 px wide, its own fonts, colours and direction', async ({
  page,
}) => {
  await page.getByTestId('hostile-open').click()
  const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
  await expect(dialog).toBeVisible()
  const box = await settledBox(page)
  expect(box?.width).toBe(MODAL_WIDTH_PX)
  // Centred in the viewport, above the page (the overlay covers it).
  const viewport = page.viewportSize()
  expect(Math.abs((box?.x ?? 0) + MODAL_WIDTH_PX / 2 - (viewport?.width ?? 0) / 2)).toBeLessThan(2)

  const modal = await dialog.evaluate((element) => {
    const style = getComputedStyle(element)
    const title = element.querySelector('h2') as Element
    const overlay = element.parentElement as Element
    return {
      display: style.display,
      position: style.position,
      fontSize: style.fontSize,
      fontFamily: style.fontFamily,
      letterSpacing: style.letterSpacing,
      textTransform: style.textTransform,
      direction: style.direction,
      color: style.color,
      background: style.backgroundColor,
      titleFontSize: getComputedStyle(title).fontSize,
      overlayPosition: getComputedStyle(overlay).position,
      overlayZIndex: getComputedStyle(overlay).zIndex,
      hostDisplay: getComputedStyle((element.getRootNode() as ShadowRoot).host).display,
    }
  })
  expect(modal).toMatchObject({
    display: 'flex',
    position: 'relative',
    fontSize: MODAL_FONT_SIZE,
    letterSpacing: 'normal',
    textTransform: 'none',
    direction: 'ltr',
    color: 'rgb(20, 20, 20)',
    titleFontSize: '16.5px',
    overlayPosition: 'fixed',
    overlayZIndex: '999',
    hostDisplay: 'contents',
  })
  expect(modal.fontFamily).not.toContain('Comic')
  expect(['rgb(255, 255, 255)', 'rgb(27, 28, 30)']).toContain(modal.background)

  // Its buttons are there, at the modal's size, and work.
  const option = dialog.getByTestId(`wallet-option-${WALLET.rdns}`)
  const close = dialog.getByTestId('portico-close')
  await expect(option).toBeVisible()
  await expect(close).toBeVisible()
  expect(await option.evaluate((element) => getComputedStyle(element).fontSize)).toBe(
    MODAL_FONT_SIZE,
  )
  expect((await close.boundingBox())?.width).toBe(36)
  await close.click()
  await expect(dialog).toBeHidden()
})

test('a wallet connects from the modal on the hostile page (its buttons are clickable)', async ({
  page,
}) => {
  await page.evaluate(() =>
    (window as unknown as { porticoHostile: { open(): void } }).porticoHostile.open(),
  )
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  await dialog.getByTestId(`wallet-option-${WALLET.rdns}`).click()
  await expect(page.getByTestId('hostile-status')).toHaveText('connected')
})

test("the modal's CSS does not leak out: the page's elements keep their computed styles", async ({
  page,
}) => {
  const before = await pageStyles(page)
  await page.getByTestId('hostile-open').click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await settledBox(page)
  expect(await pageStyles(page)).toEqual(before)
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toBeHidden()
  expect(await pageStyles(page)).toEqual(before)
})

test('on a narrow screen the modal is a bottom sheet, whatever the page says', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 700 })
  await page.getByTestId('hostile-open').click()
  await expect(page.getByRole('dialog')).toBeVisible()
  const box = await settledBox(page)
  expect(box?.width).toBe(375)
  expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(700)
})
