import { testInstance, until } from '@portico/core/testing'
import { expect, test } from 'vitest'
import { render } from 'vitest-browser-react'
import { PorticoProvider } from '../PorticoProvider.js'

const root = () => document.querySelector('portico-modal')?.shadowRoot ?? null
const byTestId = (id: string) => root()?.querySelector<HTMLElement>(`[data-testid="${id}"]`) ?? null

test("an alert of the alert store ('Project ID Not Configured', spec §8) shows with role=alert and can be dismissed", async () => {
  const portico = testInstance({ projectId: '' })
  await render(<PorticoProvider instance={portico} />)
  portico.open()
  await until(() => byTestId('portico-alert') !== null)
  const alert = byTestId('portico-alert') as HTMLElement
  expect(alert.getAttribute('role')).toBe('alert')
  expect(alert.textContent).toContain('Project ID Not Configured')
  const dismiss = byTestId('portico-alert-dismiss') as HTMLElement
  expect(dismiss.getAttribute('aria-label')).toBe('Dismiss')
  dismiss.click()
  await until(() => byTestId('portico-alert') === null)
  expect(portico.stores.alert.getState().alert).toBeUndefined()
})

test('alert text is shown as text, never markup', async () => {
  const portico = testInstance()
  portico._internal.stores.alert.setState({
    alert: { title: '<img src=x onerror="window.__alertPwned=1">', message: '<b>bold</b>' },
  })
  await render(<PorticoProvider instance={portico} />)
  portico.open()
  await until(() => byTestId('portico-alert') !== null)
  const alert = byTestId('portico-alert') as HTMLElement
  expect(alert.querySelector('img, b')).toBeNull()
  expect(alert.textContent).toContain('<b>bold</b>')
})
