import { NOTIFICATION_RESHOW_DELAY_MS } from '@portico/core/internal'
import { testInstance, until } from '@portico/core/testing'
import { expect, test } from 'vitest'
import { render } from 'vitest-browser-react'
import { PorticoProvider } from '../PorticoProvider.js'
import { TOAST_AUTO_CLOSE_MS } from './Toasts.js'

/** The modal lives in a shadow root; these read it. */
const shadow = () => document.querySelector('portico-modal')?.shadowRoot ?? null
const inModal = (selector: string) => shadow()?.querySelector<HTMLElement>(selector) ?? null

async function openModal() {
  const portico = testInstance()
  await render(<PorticoProvider instance={portico} />)
  portico.open()
  await until(() => inModal('[data-testid="portico-toasts"]') !== null)
  return portico
}

test('toasts are announced: the aria-live region is there before any message, and a message fills it', async () => {
  const portico = await openModal()
  const region = inModal('[data-testid="portico-toasts"]')
  expect(region?.getAttribute('aria-live')).toBe('polite')
  expect(region?.textContent).toBe('')
  portico.modal.showNotification({ message: 'Address copied', variant: 'success' })
  await until(() => inModal('[data-testid="portico-toast"]') !== null)
  const toast = inModal('[data-testid="portico-toast"]')
  expect(toast?.getAttribute('role')).toBe('status')
  expect(region?.textContent).toContain('Address copied')
})

test("an error toast is announced at once (role=alert), and a spec §8 message is shown in the locale's words", async () => {
  const portico = await openModal()
  portico.modal.showNotification({ message: 'Token Balance Unavailable', variant: 'error' })
  await until(() => inModal('[data-testid="portico-toast"]') !== null)
  const toast = inModal('[data-testid="portico-toast"]')
  expect(toast?.getAttribute('role')).toBe('alert')
  expect(toast?.dataset.variant).toBe('error')
  expect(toast?.textContent).toContain('Token Balance Unavailable')
})

test('the svg of a notification is never rendered: one icon per variant, drawn by the widget', async () => {
  const portico = await openModal()
  const hostile =
    '<img src="x" onerror="window.__pwned = true"><svg><script>window.__pwned=true</script></svg>'
  portico.modal.showNotification({ message: 'Done', variant: 'success', svg: hostile })
  await until(() => inModal('[data-testid="portico-toast"]') !== null)
  const toast = inModal('[data-testid="portico-toast"]') as HTMLElement
  expect(toast.querySelector('img')).toBeNull()
  expect(toast.querySelector('script')).toBeNull()
  expect(toast.querySelectorAll('svg')).toHaveLength(1)
  expect((window as { __pwned?: boolean }).__pwned).toBeUndefined()
})

test('a toast closes by itself after TOAST_AUTO_CLOSE_MS unless autoClose is false; dismiss closes it', async () => {
  const portico = await openModal()
  portico.modal.showNotification({ message: 'Copied', variant: 'success' })
  await until(() => inModal('[data-testid="portico-toast"]') !== null)
  const shownAt = Date.now()
  await until(() => inModal('[data-testid="portico-toast"]') === null, TOAST_AUTO_CLOSE_MS + 2_000)
  expect(Date.now() - shownAt).toBeGreaterThanOrEqual(TOAST_AUTO_CLOSE_MS - 50)

  portico.modal.showNotification({
    message: 'Waiting for the wallet',
    variant: 'loading',
    autoClose: false,
  })
  await until(() => inModal('[data-testid="portico-toast"]') !== null)
  await new Promise((resolve) => setTimeout(resolve, TOAST_AUTO_CLOSE_MS + 200))
  expect(inModal('[data-testid="portico-toast"]')?.textContent).toContain('Waiting for the wallet')
  inModal('[data-testid="portico-toast-dismiss"]')?.click()
  await until(() => inModal('[data-testid="portico-toast"]') === null)
  expect(portico.stores.notification.getState().open).toBe(false)
})

test("'showing a message while another is open closes it and re-shows after 150 ms' (spec §4)", async () => {
  const portico = await openModal()
  portico.modal.showNotification({ message: 'first', variant: 'loading', autoClose: false })
  await until(
    () => inModal('[data-testid="portico-toast"]')?.textContent?.includes('first') === true,
  )
  const seen: string[] = []
  const observer = new MutationObserver(() =>
    seen.push(inModal('[data-testid="portico-toast"]')?.textContent ?? '(none)'),
  )
  observer.observe(inModal('[data-testid="portico-toasts"]') as HTMLElement, {
    childList: true,
    subtree: true,
    characterData: true,
  })
  const start = Date.now()
  portico.modal.showNotification({ message: 'second', variant: 'success' })
  await until(
    () => inModal('[data-testid="portico-toast"]')?.textContent?.includes('second') === true,
  )
  observer.disconnect()
  expect(Date.now() - start).toBeGreaterThanOrEqual(NOTIFICATION_RESHOW_DELAY_MS - 20)
  // The first closed before the second showed: the region was empty in between.
  expect(seen).toContain('(none)')
})
