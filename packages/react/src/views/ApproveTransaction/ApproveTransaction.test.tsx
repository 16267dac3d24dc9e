import { testInstance } from '@portico/core/testing'
import { expect, test } from 'vitest'
import { render } from 'vitest-browser-react'
import { modalCss } from '../../modal/styles.js'
import { PorticoProvider } from '../../PorticoProvider.js'
import { ApproveTransaction, FRAME_SLOT_ATTRIBUTE } from './ApproveTransaction.js'

test('ApproveTransaction: a frame slot for the embedded wallet, loading until a frame is placed in it', async () => {
  const portico = testInstance()
  const screen = await render(
    <PorticoProvider instance={portico}>
      <style>{modalCss}</style>
      <ApproveTransaction />
    </PorticoProvider>,
  )
  const loading = screen.getByTestId('portico-frame-loading')
  await expect.element(loading).toBeVisible()
  await expect.element(loading).toHaveAttribute('aria-busy', 'true')
  await expect.element(screen.getByRole('status')).toHaveTextContent('Loading the wallet…')
  const slot = screen.container.querySelector(`[${FRAME_SLOT_ATTRIBUTE}]`) as HTMLElement
  expect(slot).not.toBeNull()
  const frame = document.createElement('iframe')
  frame.title = 'Embedded wallet'
  slot.appendChild(frame)
  await expect.element(loading).not.toBeVisible()
})
