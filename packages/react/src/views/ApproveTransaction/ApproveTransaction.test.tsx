import { createFakeAuthAdapter, testInstance, until } from '@portico/core/testing'
import { expect, test } from 'vitest'
import { render } from 'vitest-browser-react'
import { modalCss } from '../../modal/styles.js'
import { PorticoProvider } from '../../PorticoProvider.js'
import { FRAME_ATTACHED_ATTRIBUTE } from '../../ui/FrameSlot.js'
import { ApproveTransaction, FRAME_SLOT_ATTRIBUTE } from './ApproveTransaction.js'

test('ApproveTransaction: a frame slot handed to the embedded wallet (fake adapter: no frame runs here), loading until the frame asked to be shown and is placed over it', async () => {
  const fake = createFakeAuthAdapter()
  const portico = testInstance({ adapters: [fake.adapter] })
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
  await until(() => fake.slots[0] === slot)
  // Placed but not asked to show: still loading. Asked to show: the frame is the content.
  slot.setAttribute(FRAME_ATTACHED_ATTRIBUTE, '')
  await expect.element(loading).toBeVisible()
  fake.frameShow('ApproveTransaction')
  await expect.element(loading).not.toBeInTheDocument()
  screen.unmount()
  expect(fake.slots).toHaveLength(0)
})
