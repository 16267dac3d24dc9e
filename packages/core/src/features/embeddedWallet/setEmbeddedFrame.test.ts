import { describe, expect, it } from 'vitest'
import { createFakeAuthAdapter, testInstance, testNetwork } from '../../testing/index.js'

function setup() {
  const fake = createFakeAuthAdapter()
  const portico = testInstance({ networks: [testNetwork(31337)], adapters: [fake.adapter] })
  portico.mount()
  return { portico, fake }
}
const views = (portico: ReturnType<typeof testInstance>) =>
  portico.stores.router.getState().history.map((e) => e.view)

describe("the embedded wallet's frame in the modal (FrameShow / FrameHide)", () => {
  it('shown while the modal is closed: the modal opens on the view the frame names; hidden: it closes', () => {
    const { portico, fake } = setup()
    fake.frameShow('ApproveTransaction')
    expect(portico.stores.embeddedFrame.getState()).toEqual({
      visible: true,
      view: 'ApproveTransaction',
    })
    expect(portico.stores.modal.getState().open).toBe(true)
    expect(views(portico)).toEqual(['ApproveTransaction'])
    fake.frameHide()
    expect(portico.stores.embeddedFrame.getState()).toEqual({ visible: false, view: undefined })
    expect(portico.stores.modal.getState().open).toBe(false)
  })

  it('shown over an open view: pushed on top; hidden: back to that view', () => {
    const { portico, fake } = setup()
    portico.open({ view: 'EmailVerifyOtp' })
    fake.frameShow('EmbeddedWalletFrame')
    fake.frameShow('EmbeddedWalletFrame')
    expect(views(portico)).toEqual(['EmailVerifyOtp', 'EmbeddedWalletFrame'])
    fake.frameHide()
    expect(views(portico)).toEqual(['EmailVerifyOtp'])
    expect(portico.stores.modal.getState().open).toBe(true)
    // A hide while another view shows leaves the router alone.
    fake.frameHide()
    expect(views(portico)).toEqual(['EmailVerifyOtp'])
  })

  it("the visitor closes the modal while the frame shows: hidden, and the frame's requests are aborted", () => {
    const { portico, fake } = setup()
    fake.frameShow('ApproveTransaction')
    portico.close()
    expect(portico.stores.embeddedFrame.getState().visible).toBe(false)
    expect(fake.calls).toContain('abort')
  })

  it('the frame hiding itself closes the modal without an abort', () => {
    const { fake } = setup()
    fake.frameShow('ApproveTransaction')
    fake.frameHide()
    expect(fake.calls).not.toContain('abort')
  })

  it('attachEmbeddedFrame hands the slot to the adapter and returns the detach', () => {
    const { portico, fake } = setup()
    const slot = {} as HTMLElement
    const detach = portico.embeddedWallet.attachFrame({ slot })
    expect(fake.slots).toEqual([slot])
    detach()
    expect(fake.slots).toEqual([])
  })

  it('attachEmbeddedFrame without an embedded-wallet adapter: "No auth connector found"', () => {
    expect(() => testInstance().embeddedWallet.attachFrame({ slot: {} as HTMLElement })).toThrow(
      'No auth connector found',
    )
  })

  it('alerts the adapter reports show in the modal (spec §8)', () => {
    const { portico, fake } = setup()
    fake.showAlert('SESSION_EXPIRED')
    expect(portico.stores.alert.getState().alert?.title).toBe('Session Expired')
  })
})

describe('setupAuthAdapters', () => {
  it('the theme goes to the frame at mount and on every change', () => {
    const { portico, fake } = setup()
    expect(fake.calls).toContain('syncTheme:system')
    portico.theme.setMode({ themeMode: 'light' })
    expect(fake.calls.filter((c) => c.startsWith('syncTheme'))).toEqual([
      'syncTheme:system',
      'syncTheme:light',
    ])
  })

  it('the modal opens on Connect, not the basic WalletConnect view, with only an embedded-wallet adapter', () => {
    const { portico } = setup()
    portico.open()
    expect(views(portico)).toEqual(['Connect'])
  })
})
