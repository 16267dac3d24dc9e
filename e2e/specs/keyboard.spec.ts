import { expect, type Page, test } from '@playwright/test'

/**
 * Issue 4: "A keyboard-only e2e test connects the test wallet without a mouse". Only
 * `page.keyboard` drives the page here; no click, hover or mouse call.
 */
const WALLET = 'wallet-option-xyz.portico.testwallet'
/** How many key presses may pass before the target must have focus. */
const MAX_PRESSES = 40

/** The data-testid of the focused element, looking through open shadow roots. */
function focusedTestId(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    let active = document.activeElement
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
    return active?.getAttribute('data-testid') ?? null
  })
}

/**
 * Moves focus to the element with `testId` with Tab, and with ArrowDown inside a list of wallet
 * options (a list may be one Tab stop whose items arrows move between); fails after MAX_PRESSES.
 */
async function focusWithKeyboard(page: Page, testId: string) {
  for (let i = 0; i < MAX_PRESSES; i++) {
    const focused = await focusedTestId(page)
    if (focused === testId) return
    if (focused?.startsWith('wallet-option-') && testId.startsWith('wallet-option-')) {
      await page.keyboard.press('ArrowDown')
      if ((await focusedTestId(page)) !== focused) continue
    }
    await page.keyboard.press('Tab')
  }
  expect(await focusedTestId(page), `focus after ${MAX_PRESSES} key presses`).toBe(testId)
}

test('keyboard only: Tab to Connect, Enter, Tab to the test wallet, Enter → connected; Escape closes and focus returns to the button', async ({
  page,
}) => {
  await page.goto('/')
  await expect(page.getByTestId('connect-button')).toBeVisible()

  // Open, then Escape: the modal closes and focus is back on the button.
  await focusWithKeyboard(page, 'connect-button')
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
  await expect(dialog).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  expect(await focusedTestId(page)).toBe('connect-button')

  // Open again and connect the test wallet with the keyboard.
  await page.keyboard.press('Enter')
  await expect(dialog.getByTestId(WALLET)).toBeVisible()
  await focusWithKeyboard(page, WALLET)
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('account-button')).toBeVisible()
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
  await expect(page.getByRole('dialog')).toBeHidden()

  // The account's modal opens from the keyboard too, and Escape returns focus to the button.
  await focusWithKeyboard(page, 'account-button')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('dialog', { name: 'Account' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toBeHidden()
  expect(await focusedTestId(page)).toBe('account-button')
})
