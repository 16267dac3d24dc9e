import { createFakeAdapter, testInstance, until } from '@portico/core/testing'
import { afterEach, expect, test } from 'vitest'
import { render } from 'vitest-browser-react'
import { PorticoProvider } from '../PorticoProvider.js'
import { LOCALE_LOADERS } from './locales.js'

const shadow = () => document.querySelector('portico-modal')?.shadowRoot ?? null
const dialog = () => shadow()?.querySelector<HTMLElement>('[role="dialog"]') ?? null
const byTestId = (id: string) => shadow()?.querySelector<HTMLElement>(`[data-testid="${id}"]`)

afterEach(() => {
  // Back to the browser's own languages (a test below shadows them on the navigator object).
  Reflect.deleteProperty(navigator, 'languages')
})

async function openIn(locale: string | undefined) {
  const wallets = createFakeAdapter('eip155', [{ id: 'w1', address: '0x1', chainId: 31337 }])
  const portico = testInstance({ adapters: [wallets.adapter] })
  await render(<PorticoProvider instance={portico} locale={locale} />)
  portico.open()
  await until(() => dialog() !== null, 5_000)
  return portico
}

test.each([
  ['ar', 'ar'],
  ['he', 'he'],
  ['ar-EG', 'ar'],
  ['he-IL', 'he'],
] as const)(
  '%s renders right to left: dir="rtl", translated title, mirrored header',
  async (locale, code) => {
    await openIn(locale)
    const { default: translation } = await LOCALE_LOADERS[code]()
    await until(() => dialog()?.getAttribute('dir') === 'rtl', 5_000)
    const box = dialog() as HTMLElement
    expect(box.getAttribute('lang')).toBe(code)
    expect(getComputedStyle(box).direction).toBe('rtl')
    const title = shadow()?.querySelector('h2')
    await until(
      () =>
        title?.isConnected === true &&
        shadow()?.querySelector('h2')?.textContent === translation.connectWallet,
    )
    // The header's grid follows the direction: the close button, last in the source, is at the left.
    const close = byTestId('portico-close') as HTMLElement
    const heading = shadow()?.querySelector('h2') as HTMLElement
    expect(close.getBoundingClientRect().right).toBeLessThanOrEqual(
      heading.getBoundingClientRect().left + 1,
    )
    expect(close.getAttribute('aria-label')).toBe(translation.close)
  },
)

test('a left-to-right locale keeps dir="ltr" with the close button at the right', async () => {
  await openIn('de')
  await until(() => dialog()?.getAttribute('lang') === 'de', 5_000)
  expect(dialog()?.getAttribute('dir')).toBe('ltr')
  const close = byTestId('portico-close') as HTMLElement
  const heading = shadow()?.querySelector('h2') as HTMLElement
  expect(close.getBoundingClientRect().left).toBeGreaterThanOrEqual(
    heading.getBoundingClientRect().right - 1,
  )
})

test('without a locale prop the browser’s languages decide, and a change of them is followed', async () => {
  Object.defineProperty(navigator, 'languages', { configurable: true, get: () => ['he-IL', 'en'] })
  await openIn(undefined)
  await until(() => dialog()?.getAttribute('lang') === 'he', 5_000)
  expect(dialog()?.getAttribute('dir')).toBe('rtl')
  Object.defineProperty(navigator, 'languages', { configurable: true, get: () => ['pt-PT'] })
  window.dispatchEvent(new Event('languagechange'))
  await until(() => dialog()?.getAttribute('lang') === 'pt', 5_000)
  expect(dialog()?.getAttribute('dir')).toBe('ltr')
})
