import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { openSecurePopup } from './openSecurePopup.js'
import { SECURE_POPUP_CHANNEL } from './securePopupMessages.js'

const ORIGIN = 'https://secure.example'

/** The frame's window and the secure window it opens, as far as openSecurePopup uses them. */
function windows() {
  const popup = { closed: false, postMessage: vi.fn(), close: vi.fn() }
  const frame = Object.assign(new EventTarget(), {
    location: { origin: ORIGIN },
    crypto: globalThis.crypto,
    open: vi.fn(() => popup),
  })
  /** A message from the secure window, as the browser delivers it to the frame. */
  const fromPopup = (data: unknown) =>
    frame.dispatchEvent(
      Object.assign(new Event('message'), { data, origin: ORIGIN, source: popup }),
    )
  return { popup, frame: frame as unknown as Window, fromPopup }
}

const SCREEN = {
  kind: 'approval' as const,
  description: { title: 'Send', rows: [] },
  origin: 'https://dapp.example',
  networkName: 'Devnet',
  account: '0x0000000000000000000000000000000000000001',
}

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('openSecurePopup: the secure window’s decision reaches the frame', () => {
  it('Approve then close at once: the decision queued behind the closed-window check still counts (the check waits one more tick)', () => {
    const { popup, frame, fromPopup } = windows()
    const onDecision = vi.fn()
    const onClosed = vi.fn()
    openSecurePopup({ window: frame, screen: SCREEN as never, onDecision, onClosed })
    // The window posts its decision and closes itself; the frame's poll of `closed` runs before
    // the posted message is dispatched (two task sources, no order between them).
    popup.closed = true
    vi.advanceTimersByTime(300)
    fromPopup({ channel: SECURE_POPUP_CHANNEL, type: 'Decision', approved: true })
    vi.advanceTimersByTime(1_000)
    expect(onDecision).toHaveBeenCalledExactlyOnceWith(true)
    expect(onClosed).not.toHaveBeenCalled()
  })

  it('a window closed without a decision is reported closed, once', () => {
    const { popup, frame } = windows()
    const onDecision = vi.fn()
    const onClosed = vi.fn()
    openSecurePopup({ window: frame, screen: SCREEN as never, onDecision, onClosed })
    popup.closed = true
    vi.advanceTimersByTime(2_000)
    expect(onClosed).toHaveBeenCalledOnce()
    expect(onDecision).not.toHaveBeenCalled()
  })

  it('a decision from another window or origin is ignored', () => {
    const { frame } = windows()
    const onDecision = vi.fn()
    openSecurePopup({ window: frame, screen: SCREEN as never, onDecision, onClosed: vi.fn() })
    frame.dispatchEvent(
      Object.assign(new Event('message'), {
        data: { channel: SECURE_POPUP_CHANNEL, type: 'Decision', approved: true },
        origin: 'https://evil.example',
        source: {},
      }),
    )
    expect(onDecision).not.toHaveBeenCalled()
  })
})
