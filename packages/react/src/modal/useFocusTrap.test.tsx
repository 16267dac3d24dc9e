import { createFakeAdapter, testInstance, until } from '@portico/core/testing'
import { afterEach, expect, test } from 'vitest'
import { userEvent } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { PorticoProvider } from '../PorticoProvider.js'
import { focusableIn } from './useFocusTrap.js'

const shadow = () => document.querySelector('portico-modal')?.shadowRoot ?? null
const dialog = () => shadow()?.querySelector<HTMLElement>('[role="dialog"]') ?? null
const body = () => shadow()?.querySelector<HTMLElement>('.body') ?? null
const focused = () => shadow()?.activeElement ?? null

afterEach(() => {
  for (const node of document.body.querySelectorAll('[data-test-outside]')) node.remove()
})

/** The modal open on Connect with two wallets, opened from a button of the page. */
async function openFromButton() {
  const wallets = createFakeAdapter('eip155', [
    { id: 'w1', address: '0x1', chainId: 31337 },
    { id: 'w2', address: '0x2', chainId: 31337 },
  ])
  const portico = testInstance({ adapters: [wallets.adapter] })
  const screen = await render(
    <PorticoProvider instance={portico}>
      <button type="button" data-testid="opener" onClick={() => portico.open()}>
        Open
      </button>
    </PorticoProvider>,
  )
  await screen.getByTestId('opener').click()
  await until(() => dialog() !== null && focused() !== null, 5_000)
  return { portico, opener: screen.getByTestId('opener').element() as HTMLElement }
}

test('initial focus: the first control of the view, not the header’s back or close button', async () => {
  await openFromButton()
  const current = focused()
  const area = body()
  expect(area).not.toBeNull()
  expect(current).toBe(focusableIn(area as HTMLElement)[0])
  expect(current?.getAttribute('data-testid')).not.toBe('portico-close')
})

test('Tab cycles through every control of the dialog and wraps; Shift+Tab wraps backwards', async () => {
  await openFromButton()
  const items = focusableIn(dialog() as HTMLElement)
  expect(items.length).toBeGreaterThan(1)
  const start = items.indexOf(focused() as HTMLElement)
  const visited: (Element | null)[] = []
  for (let i = 0; i < items.length; i++) {
    await userEvent.keyboard('{Tab}')
    visited.push(focused())
  }
  // One full round: every control once, in order, ending where it started.
  expect(visited).toEqual(items.map((_, i) => items[(start + 1 + i) % items.length]))
  ;(items[0] as HTMLElement).focus()
  await userEvent.keyboard('{Shift>}{Tab}{/Shift}')
  expect(focused()).toBe(items[items.length - 1])
  await userEvent.keyboard('{Tab}')
  expect(focused()).toBe(items[0])
})

test('the trap includes inputs and controls added after the modal opened', async () => {
  await openFromButton()
  const view = shadow()?.querySelector('.view') as HTMLElement
  const input = document.createElement('input')
  input.setAttribute('aria-label', 'added later')
  view.append(input)
  const items = focusableIn(dialog() as HTMLElement)
  // The view's last control (the branding footer's link may follow the view).
  const at = items.indexOf(input)
  expect(at).toBeGreaterThan(0)
  ;(items[at - 1] as HTMLElement).focus()
  await userEvent.keyboard('{Tab}')
  expect(focused()).toBe(input)
  ;(items.at(-1) as HTMLElement).focus()
  await userEvent.keyboard('{Tab}')
  expect(focused()).toBe(items[0])
  input.remove()
})

test('focus moved out of the dialog by the page comes back into it', async () => {
  await openFromButton()
  const outside = document.createElement('button')
  outside.dataset.testOutside = ''
  outside.textContent = 'page button'
  document.body.append(outside)
  outside.focus()
  await until(() => focused() !== null && dialog()?.contains(focused()) === true)
  expect(document.activeElement).toBe(document.querySelector('portico-modal'))
})

test('Escape closes the modal and focus returns to the button that opened it', async () => {
  const { portico, opener } = await openFromButton()
  expect(document.activeElement).not.toBe(opener)
  await userEvent.keyboard('{Escape}')
  await until(() => !portico.stores.modal.getState().open)
  await until(() => document.activeElement === opener)
})

test('a view that handles Escape itself (preventDefault) keeps the modal open', async () => {
  const { portico } = await openFromButton()
  const view = shadow()?.querySelector('.view') as HTMLElement
  const input = document.createElement('input')
  input.addEventListener('keydown', (event) => event.key === 'Escape' && event.preventDefault())
  view.append(input)
  input.focus()
  await userEvent.keyboard('{Escape}')
  await new Promise((resolve) => setTimeout(resolve, 50))
  expect(portico.stores.modal.getState().open).toBe(true)
  input.remove()
})

test('when the view changes, focus goes to the new view’s first control', async () => {
  const { portico } = await openFromButton()
  const before = focused()
  portico.modal.pushView({ view: 'AllWallets' })
  await until(() => {
    const now = focused()
    return now !== null && now !== before && body()?.contains(now) === true
  }, 5_000)
})
