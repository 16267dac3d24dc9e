import { EMAIL_SOCIAL_REQUEST_TIMEOUT_MS, FRAME_LOAD_TIMEOUT_MS } from '@portico/core/internal'
import { afterEach, describe, expect, inject, test, vi } from 'vitest'
import { createFrameBridge, type FrameBridge } from './createFrameBridge.js'

// The bridge's timeouts at their defaults (not overridden), against the real test frame
// (testing/testFrame.html) on its own loopback origin, with the page's timers faked: each fires at
// its default and not a millisecond before. The frame's own clock is another origin's, not faked.
const frameOrigin = inject('embeddedTestFrameOrigin')

const bridges: FrameBridge[] = []
afterEach(() => {
  for (const bridge of bridges.splice(0)) bridge.destroy()
  vi.useRealTimers()
})

/** Settles to the rejection reason, or stays 'pending'. */
function watch(promise: Promise<unknown>) {
  const state = { value: 'pending' as unknown }
  promise.then(
    () => {
      state.value = 'resolved'
    },
    (reason: unknown) => {
      state.value = reason
    },
  )
  return state
}

describe('createFrameBridge — spec §9 timeouts at their defaults', () => {
  // spec §9: "frame load timeout 20,000 ms"
  test('a frame that never says Ready fails at FRAME_LOAD_TIMEOUT_MS (20 s), not before', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const onTimeout = vi.fn()
    const b = createFrameBridge({ url: `${frameOrigin}/silent`, projectId: 'p1', onTimeout })
    bridges.push(b)
    const ready = watch(b.ready)
    await vi.advanceTimersByTimeAsync(FRAME_LOAD_TIMEOUT_MS - 1)
    expect(ready.value).toBe('pending')
    await vi.advanceTimersByTimeAsync(1)
    expect(FRAME_LOAD_TIMEOUT_MS).toBe(20_000)
    expect(ready.value).toMatchObject({ code: 'IFRAME_LOAD_FAILED' })
    expect(onTimeout).toHaveBeenCalledExactlyOnceWith('iframe_load_failed')
  })

  // spec §9: "Email and social request timeout 120,000 ms"
  test('a server-only social request the frame leaves unanswered fails at EMAIL_SOCIAL_REQUEST_TIMEOUT_MS (120 s), not before', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const onTimeout = vi.fn()
    const b = createFrameBridge({ url: frameOrigin, projectId: 'p1', onTimeout })
    bridges.push(b)
    // Ready needs the frame's own Ready message (real time) plus the ready delay (faked).
    const ready = watch(b.ready)
    await vi.waitUntil(async () => {
      await vi.advanceTimersByTimeAsync(100)
      return ready.value === 'resolved'
    })
    const answer = watch(b.request('GetFarcasterUri', undefined))
    await vi.advanceTimersByTimeAsync(EMAIL_SOCIAL_REQUEST_TIMEOUT_MS - 1)
    expect(answer.value).toBe('pending')
    await vi.advanceTimersByTimeAsync(1)
    expect(EMAIL_SOCIAL_REQUEST_TIMEOUT_MS).toBe(120_000)
    expect(answer.value).toMatchObject({ code: 'IFRAME_REQUEST_TIMEOUT' })
    expect(onTimeout).toHaveBeenCalledExactlyOnceWith('iframe_request_timeout')
  })
})
