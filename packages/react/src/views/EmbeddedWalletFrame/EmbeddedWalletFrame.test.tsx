import { describe, expect, test } from 'vitest'
import { userEvent } from 'vitest/browser'
import {
  byTestId,
  find,
  placeFrameLikeTheBridge,
  renderEmbeddedModal,
  title,
  topView,
  waitFor,
} from '../../ui/testing/renderEmbeddedModal.js'

describe('EmbeddedWalletFrame and ApproveTransaction — the frame slot', () => {
  test('FrameShow EmbeddedWalletFrame: the view opens with a slot sized for the frame, handed to core; loading until the frame is over it; FrameHide goes back and takes the slot back', async () => {
    const { portico, fake } = await renderEmbeddedModal({ connected: true })
    portico.open()
    await find('portico-account')
    fake.frameShow('EmbeddedWalletFrame')
    await find('portico-embedded-wallet-frame')
    expect(title()).toBe('Your Wallet')
    await waitFor(() => fake.slots.length === 1)
    const slot = fake.slots[0] as HTMLElement
    expect(slot).toBe(byTestId('portico-frame-slot'))
    const box = slot.getBoundingClientRect()
    expect(box.width).toBeGreaterThan(250)
    expect(box.height).toBeGreaterThanOrEqual(300)
    const loading = await find('portico-frame-loading')
    expect(loading.querySelector('[role="status"]')?.textContent).toBe('Loading the wallet…')
    const iframe = placeFrameLikeTheBridge(slot)
    await waitFor(() => byTestId('portico-frame-loading') === null)
    fake.frameHide()
    await find('portico-account')
    expect(byTestId('portico-modal')?.getAttribute('aria-modal')).toBe('true')
    expect(fake.calls).toContain('detachFrame')
    expect(fake.slots).toHaveLength(0)
    iframe.remove()
  })

  test("the frame over the slot gets the focus, and the modal's focus trap lets it keep it (the frame is the dialog's content)", async () => {
    const { portico, fake } = await renderEmbeddedModal({ connected: true })
    portico.open()
    await find('portico-account')
    fake.frameShow('ApproveTransaction')
    await find('portico-approve-transaction')
    await waitFor(() => fake.slots.length === 1)
    // The frame lives outside the dialog: aria-modal would hide it from assistive technology.
    const dialog = await find('portico-modal')
    expect(dialog.hasAttribute('aria-modal')).toBe(false)
    const iframe = placeFrameLikeTheBridge(fake.slots[0] as HTMLElement)
    await waitFor(() => document.activeElement === iframe)
    // The dialog changes (a toast): the trap would move focus back in if it counted the frame out.
    portico.modal.showNotification({ message: 'Something changed', variant: 'success' })
    await find('portico-toasts')
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(document.activeElement).toBe(iframe)
    iframe.remove()
  })

  test('ApproveTransaction: an approval asked while the modal is closed opens it on the view; closing the modal hides the frame and aborts its requests (core)', async () => {
    const { portico, fake } = await renderEmbeddedModal({ connected: true })
    fake.frameShow('ApproveTransaction')
    await find('portico-approve-transaction')
    expect(title()).toBe('Approve Transaction')
    expect(topView(portico)?.view).toBe('ApproveTransaction')
    await waitFor(() => fake.slots.length === 1)
    await userEvent.click(await find('portico-close'))
    await waitFor(() => !portico.stores.modal.getState().open)
    expect(fake.calls).toContain('abort')
    expect(portico.stores.embeddedFrame.getState().visible).toBe(false)
    expect(fake.slots).toHaveLength(0)
  })

  test('Back while an approval is pending: the frame is hidden and its requests aborted (core), the slot given back, Account shows', async () => {
    const { portico, fake } = await renderEmbeddedModal({ connected: true })
    portico.open()
    await find('portico-account')
    fake.frameShow('ApproveTransaction')
    await find('portico-approve-transaction')
    await waitFor(() => fake.slots.length === 1)
    await userEvent.click(await find('portico-back'))
    await find('portico-account')
    expect(fake.calls).toContain('abort')
    expect(portico.stores.embeddedFrame.getState().visible).toBe(false)
    expect(fake.slots).toHaveLength(0)
  })

  test('without an embedded-wallet adapter the slot says what core reports', async () => {
    const { portico } = await renderEmbeddedModal({ instance: { adapters: [] } })
    portico.open()
    portico.modal.pushView({ view: 'ApproveTransaction' })
    expect((await find('portico-frame-error')).textContent).toBe('No auth connector found')
  })
})
