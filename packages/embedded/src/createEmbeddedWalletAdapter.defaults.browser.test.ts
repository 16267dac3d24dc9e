import { createMemoryStorage, createPortico, DISCONNECT_TIMEOUT_MS } from '@portico/core/internal'
import { testNetwork } from '@portico/core/testing'
import { afterEach, describe, expect, inject, test, vi } from 'vitest'
import { frameLog } from './bridge/testing/frameLog.js'
import { createEmbeddedWalletAdapter } from './createEmbeddedWalletAdapter.js'

// The adapter's disconnect cap at its default (not overridden), with core, against the real test
// frame (bridge/testing/testFrame.html) on its own loopback origin, told to leave SignOut
// unanswered: a frame that hangs. The page's timers are faked once the login is done; the frame's
// own clock is another origin's, not faked.
const frameOrigin = inject('embeddedTestFrameOrigin')

const cleanups: (() => void)[] = []
afterEach(() => {
  vi.useRealTimers()
  for (const cleanup of cleanups.splice(0)) cleanup()
})

/** Settles to 'resolved' or the rejection reason, or stays 'pending'. */
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

/**
 * Waits in real time, the fake clock left alone (vi.waitUntil would advance it on each check),
 * polling on animation frames, which the test does not fake.
 */
function untilReal(predicate: () => unknown, timeoutMs = 5_000) {
  const started = performance.now()
  return new Promise<void>((resolve, reject) => {
    const check = () => {
      if (predicate()) return resolve()
      if (performance.now() - started > timeoutMs) return reject(new Error('timed out'))
      requestAnimationFrame(check)
    }
    check()
  })
}

/** Plays the visitor on the test frame's own screens, or tells it how to behave. */
function toFrame(command: Record<string, unknown>) {
  const iframe = document.querySelector<HTMLIFrameElement>('[data-testid="portico-embedded-frame"]')
  iframe?.contentWindow?.postMessage({ channel: 'portico-test', ...command }, frameOrigin)
}

describe('createEmbeddedWalletAdapter — spec §9 disconnect cap at its default', () => {
  // spec §9: "disconnect waits at most 3,000 ms"
  test('a frame that never answers SignOut: disconnect gives up at DISCONNECT_TIMEOUT_MS (3 s), not before', async () => {
    const log = frameLog(frameOrigin)
    cleanups.push(log.stop)
    const portico = createPortico({
      projectId: 'p1',
      networks: [testNetwork(31337)],
      adapters: [
        createEmbeddedWalletAdapter({ url: frameOrigin, frameTimings: { readyDelayMs: 50 } }),
      ],
      storage: createMemoryStorage(),
      isMobile: () => false,
    })
    cleanups.push(portico.mount())
    portico.open()
    await portico.email.connect({ email: 'alice@example.org' })
    const login = portico.email.connectOtp()
    await vi.waitUntil(() => portico.stores.embeddedFrame.getState().view === 'EmailVerifyOtp')
    toFrame({ command: 'type-code', code: '123456' })
    await login
    expect(portico.getAccount().status).toBe('connected')

    toFrame({ command: 'leave-unanswered', type: 'SignOut' })
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const disconnected = watch(portico.disconnect())
    // The frame received SignOut (real time: another origin) and answers nothing.
    await untilReal(() => log.find('received', 'SignOut'))
    await vi.advanceTimersByTimeAsync(DISCONNECT_TIMEOUT_MS - 1)
    expect(disconnected.value).toBe('pending')
    await vi.advanceTimersByTimeAsync(1)
    await untilReal(() => disconnected.value !== 'pending')
    expect(DISCONNECT_TIMEOUT_MS).toBe(3_000)
    expect(disconnected.value).toBe('resolved')
    expect(portico.getAccount().status).toBe('disconnected')
  })
})
