import { createFakeAdapter, testInstance, testNetwork, until } from '@portico/core/testing'
import { expect, test } from 'vitest'
import { userEvent } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { PorticoProvider } from '../PorticoProvider.js'

const root = () => document.querySelector('portico-modal')?.shadowRoot ?? null
const byTestId = (id: string) => root()?.querySelector<HTMLElement>(`[data-testid="${id}"]`) ?? null
async function find(id: string) {
  await until(() => byTestId(id) !== null, 5_000)
  return byTestId(id) as HTMLElement
}
const title = () => root()?.querySelector('h2')?.textContent

async function setup(connected: boolean) {
  const evm = createFakeAdapter('eip155', [{ id: 'w1', address: '0xA', chainId: 31337 }])
  const portico = testInstance({
    networks: [testNetwork(31337), testNetwork(31338)],
    adapters: [evm.adapter],
  })
  await render(<PorticoProvider instance={portico} />)
  if (connected) await portico.connect({ connectorId: 'w1' })
  portico.open()
  await find('portico-modal')
  return portico
}

test("Back: no back button with one view; with more, back shows the previous view ('Back goes to the previous view')", async () => {
  const portico = await setup(true)
  expect(portico.stores.router.getState().history).toHaveLength(1)
  expect(title()).toBe('Account')
  expect(byTestId('portico-back')).toBeNull()
  ;(await find('portico-network-button')).click()
  await until(() => title() === 'Networks')
  const back = await find('portico-back')
  expect(back.getAttribute('aria-label')).toBe('Back')
  back.click()
  await until(() => title() === 'Account')
  expect(byTestId('portico-back')).toBeNull()
})

test("Back: 'shows Account instead of Connect when already connected'", async () => {
  const portico = await setup(true)
  portico._internal.stores.router.setState({ history: [{ view: 'Connect' }, { view: 'Networks' }] })
  ;(await find('portico-back')).click()
  await until(() => title() === 'Account')
})

test('Close, Escape and overlay click close the modal where nothing requires it to stay', async () => {
  const portico = await setup(false)
  const ways: (() => Promise<void> | void)[] = [
    () => byTestId('portico-close')?.click(),
    () => userEvent.keyboard('{Escape}'),
    () => byTestId('portico-overlay')?.click(),
  ]
  for (const close of ways) {
    portico.open()
    await find('portico-modal')
    await close()
    await until(() => !portico.stores.modal.getState().open)
    expect(portico.stores.modal.getState().shake).toBe(false)
    // 'Closing resets to Connect'.
    expect(portico.stores.router.getState().history).toEqual([{ view: 'Connect' }])
  }
})

test('a click inside the dialog is not an overlay click', async () => {
  const portico = await setup(false)
  ;(await find('portico-modal')).click()
  expect(portico.stores.modal.getState().open).toBe(true)
})

test('the shake is turned off by prefers-reduced-motion (its border flashes instead)', async () => {
  await setup(false)
  const rules = [...(root()?.styleSheets ?? [])].flatMap((sheet) => [...sheet.cssRules])
  const reduced = rules.filter(
    (rule): rule is CSSMediaRule =>
      rule instanceof CSSMediaRule && rule.conditionText.includes('prefers-reduced-motion'),
  )
  const shakeRule = reduced
    .flatMap((media) => [...media.cssRules])
    .find(
      (rule): rule is CSSStyleRule =>
        rule instanceof CSSStyleRule && rule.selectorText === '.dialog.shake',
    )
  expect(shakeRule?.style.animationName).toBe('none')
  expect(shakeRule?.style.getPropertyValue('outline')).toContain('solid')
})
