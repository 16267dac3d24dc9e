import { createFakeAdapter, testInstance, testNetwork, until } from '@portico/core/testing'
import { expect, test } from 'vitest'
import { render } from 'vitest-browser-react'
import { PorticoProvider } from '../PorticoProvider.js'
import { loadModal } from './loadModal.js'

// Its own file: the modal's module must not have been loaded by an earlier test in this page.
const modalFetched = () =>
  performance.getEntriesByType('resource').some((entry) => /\/modal\/Modal\.tsx/.test(entry.name))
const shadow = () => document.querySelector('portico-modal')?.shadowRoot ?? null
const hasBox = (element: Element | null | undefined) => {
  const box = element?.getBoundingClientRect()
  return box !== undefined && box.width > 0 && box.height > 0
}

test("issue 4: the modal's code is prefetched when the browser is idle, before any open; once it is, opening draws the dialog with the installed wallets in the task that opened it", async () => {
  const evm = createFakeAdapter('eip155', [{ id: 'w1', address: '0xA', chainId: 31337 }])
  const portico = testInstance({ networks: [testNetwork(31337)], adapters: [evm.adapter] })
  await render(<PorticoProvider instance={portico} />)
  expect(portico.stores.modal.getState().open).toBe(false)
  await until(modalFetched, 5_000)
  // The closed modal makes no element in the page.
  expect(document.querySelector('portico-modal')).toBeNull()
  // The load the provider started (the same promise), then its (closed) mount of the modal.
  await loadModal()
  await new Promise((resolve) => setTimeout(resolve, 50))

  portico.open()
  // React renders a store update synchronously in a microtask: no task, no frame in between.
  await new Promise<void>((resolve) => queueMicrotask(resolve))
  const dialog = shadow()?.querySelector('[data-testid="portico-modal"]')
  expect(hasBox(dialog)).toBe(true)
  expect(hasBox(shadow()?.querySelector('[data-testid="wallet-option-w1"]'))).toBe(true)
})
