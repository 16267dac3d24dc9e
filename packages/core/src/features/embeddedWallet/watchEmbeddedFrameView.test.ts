import { describe, expect, it } from 'vitest'
import { createFakeAuthAdapter, testInstance, testNetwork } from '../../testing/index.js'

function setup() {
  const fake = createFakeAuthAdapter()
  const portico = testInstance({ networks: [testNetwork(31337)], adapters: [fake.adapter] })
  portico.mount()
  return { portico, fake }
}
const aborts = (fake: ReturnType<typeof createFakeAuthAdapter>) =>
  fake.calls.filter((c) => c === 'abort').length

describe('leaving the frame view while the embedded wallet shows it', () => {
  it.each([
    ['ApproveTransaction', 'an approval pending there is refused'],
    ['EmbeddedWalletFrame', 'the recovery or export screen is cut short'],
  ] as const)('Back from %s: the frame is hidden and its requests aborted (%s)', (view, _why) => {
    const { portico, fake } = setup()
    portico.open()
    portico.modal.pushView({ view: 'Networks' })
    fake.frameShow(view)
    portico.modal.goBack()
    expect(portico.stores.router.getState().history.at(-1)?.view).toBe('Networks')
    expect(portico.stores.embeddedFrame.getState()).toEqual({ visible: false, view: undefined })
    expect(aborts(fake)).toBe(1)
  })

  it('the frame hiding itself (FrameHide) goes back without an abort', () => {
    const { portico, fake } = setup()
    portico.open()
    fake.frameShow('ApproveTransaction')
    fake.frameHide()
    expect(aborts(fake)).toBe(0)
  })

  it('the frame moving to its other view is not a leave', () => {
    const { portico, fake } = setup()
    fake.frameShow('EmbeddedWalletFrame')
    fake.frameShow('ApproveTransaction')
    expect(portico.stores.embeddedFrame.getState()).toEqual({
      visible: true,
      view: 'ApproveTransaction',
    })
    expect(aborts(fake)).toBe(0)
  })

  it('closing the modal aborts once (the close rule), not twice', () => {
    const { portico, fake } = setup()
    fake.frameShow('ApproveTransaction')
    portico.close()
    expect(aborts(fake)).toBe(1)
  })
})
