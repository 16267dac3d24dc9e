import { MODAL_WIDTH_PX } from '@portico/core/internal'
import { createFakeAdapter, testInstance, until } from '@portico/core/testing'
import { afterEach, describe, expect, test } from 'vitest'
import { page } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { PorticoProvider } from '../../PorticoProvider.js'

/**
 * The Connect view's wallet rows, in the real modal (its shadow root and stylesheets) at the
 * modal's width: a wallet's long name ellipsizes, and the row with its tags stays inside the list.
 * A wallet's name is the wallet's own; the widget cannot choose a short one.
 */

const shadow = () => document.querySelector('portico-modal')?.shadowRoot ?? null
const rows = () => [...(shadow()?.querySelectorAll<HTMLElement>('.wallet-row') ?? [])]

afterEach(() => page.viewport(1024, 768))

const LONG_NAMES = [
  // As the test browser wallet announces itself: its "Installed" tag was cut at 1280 × 800.
  'Portico Test Solana Wallet',
  'A wallet whose announced name is far longer than any row of the modal can show',
  'Wallet-with-one-unbreakable-name-longer-than-the-modal-is-wide-0123456789',
]

describe('Connect: wallet rows fit the list', () => {
  test.each([
    { width: 1280, height: 800 },
    { width: 375, height: 740 },
  ])(
    'at $width × $height every row, its name and its Installed tag lie inside the list',
    async ({ width, height }) => {
      await page.viewport(width, height)
      const wallets = createFakeAdapter(
        'eip155',
        LONG_NAMES.map((id, i) => ({ id, address: `0x${i + 1}`, chainId: 31337 })),
      )
      const portico = testInstance({
        adapters: [wallets.adapter],
        features: { analytics: false, email: false, socials: false },
      })
      await render(<PorticoProvider instance={portico} />)
      portico.open()
      await until(() => rows().length === LONG_NAMES.length, 5_000)

      // The modal's scrolling body, inside its padding (kept for the rows' focus rings).
      const body = shadow()?.querySelector('.body') as HTMLElement
      const bodyBox = body.getBoundingClientRect()
      const bodyStyle = getComputedStyle(body)
      const inner = {
        left: bodyBox.left + Number.parseFloat(bodyStyle.paddingLeft),
        right: bodyBox.left + body.clientWidth - Number.parseFloat(bodyStyle.paddingRight),
      }
      const listBox = (
        (rows()[0] as HTMLElement).closest('ul') as HTMLElement
      ).getBoundingClientRect()
      expect(bodyBox.width).toBeLessThanOrEqual(MODAL_WIDTH_PX)
      expect(listBox.left).toBeGreaterThanOrEqual(inner.left - 0.5)
      expect(listBox.right).toBeLessThanOrEqual(inner.right + 0.5)
      expect(body.scrollWidth, 'the body scrolls sideways').toBeLessThanOrEqual(body.clientWidth)
      for (const row of rows()) {
        const rowBox = row.getBoundingClientRect()
        const name = row.querySelector('.wallet-name') as HTMLElement
        const tag = row.querySelector('.tag.accent') as HTMLElement
        const tagBox = tag.getBoundingClientRect()
        const what = `row "${name.textContent}"`
        expect(rowBox.left, what).toBeGreaterThanOrEqual(listBox.left - 0.5)
        expect(rowBox.right, what).toBeLessThanOrEqual(listBox.right + 0.5)
        expect(tag.textContent).toBe('Installed')
        // The whole tag inside its row, after the name, and not squeezed (one line, unclipped).
        expect(tagBox.left, what).toBeGreaterThanOrEqual(name.getBoundingClientRect().right - 0.5)
        expect(tagBox.right, what).toBeLessThanOrEqual(rowBox.right + 0.5)
        expect(tag.scrollWidth, what).toBeLessThanOrEqual(tag.clientWidth)
      }
      // The names too long for a row end in an ellipsis instead of pushing the row out.
      const clipped = rows().filter((row) => {
        const name = row.querySelector('.wallet-name') as HTMLElement
        return name.scrollWidth > name.clientWidth
      })
      expect(clipped.length).toBeGreaterThanOrEqual(2)
      for (const row of clipped)
        expect(
          getComputedStyle(row.querySelector('.wallet-name') as HTMLElement).textOverflow,
        ).toBe('ellipsis')
    },
  )
})
