import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { MODAL_SHAKE_MS, NOTIFICATION_RESHOW_DELAY_MS } from '../../constants.js'
import { testInstance } from '../../testing/index.js'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('notifications (spec §3, §4)', () => {
  it('a notification has message, variant, svg, open and autoClose', () => {
    const portico = testInstance()
    portico.modal.showNotification({ message: 'Copied', variant: 'success', svg: 'check' })
    expect(portico.stores.notification.getState()).toEqual({
      message: 'Copied',
      variant: 'success',
      svg: 'check',
      open: true,
      autoClose: true,
    })
  })

  it("'showing a message while another is open closes it and re-shows after 150 ms'", () => {
    const portico = testInstance()
    portico.modal.showNotification({ message: 'first', variant: 'loading', autoClose: false })
    portico.modal.showNotification({ message: 'second', variant: 'error' })
    expect(portico.stores.notification.getState()).toMatchObject({ message: 'first', open: false })
    vi.advanceTimersByTime(NOTIFICATION_RESHOW_DELAY_MS - 1)
    expect(portico.stores.notification.getState().open).toBe(false)
    vi.advanceTimersByTime(1)
    expect(portico.stores.notification.getState()).toMatchObject({
      message: 'second',
      variant: 'error',
      open: true,
    })
    expect(NOTIFICATION_RESHOW_DELAY_MS).toBe(150)
  })

  it('closes', () => {
    const portico = testInstance()
    portico.modal.showNotification({ message: 'x', variant: 'success' })
    portico.modal.closeNotification()
    expect(portico.stores.notification.getState().open).toBe(false)
  })

  it("'Modal shake lasts 500 ms'", () => {
    const portico = testInstance()
    portico.modal.shake()
    expect(portico.stores.modal.getState().shake).toBe(true)
    vi.advanceTimersByTime(MODAL_SHAKE_MS - 1)
    expect(portico.stores.modal.getState().shake).toBe(true)
    vi.advanceTimersByTime(1)
    expect(portico.stores.modal.getState().shake).toBe(false)
    expect(MODAL_SHAKE_MS).toBe(500)
  })

  it('unmounting clears pending timers', () => {
    const portico = testInstance()
    const unmount = portico.mount()
    portico.modal.shake()
    unmount()
    vi.advanceTimersByTime(MODAL_SHAKE_MS)
    expect(portico.stores.modal.getState().shake).toBe(true)
  })
})
