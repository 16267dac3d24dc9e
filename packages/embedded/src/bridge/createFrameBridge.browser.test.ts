import { AlertError, RequestAbortedError } from '@portico/core'
import { afterEach, describe, expect, inject, test, vi } from 'vitest'
import { FRAME_CHANNEL } from '../messages/channel.js'
import {
  createFrameBridge,
  FRAME_ATTACHED_ATTRIBUTE,
  type FrameBridge,
  TIMED_FRAME_REQUESTS,
} from './createFrameBridge.js'
import { FrameRequestError } from './FrameRequestError.js'
import { frameLog as createFrameLog } from './testing/frameLog.js'

// The bridge against a real frame (testing/testFrame.html) on its own loopback origin, served by
// the browser project's global setup; the test page is another origin.
const frameOrigin = inject('embeddedTestFrameOrigin')

const bridges: FrameBridge[] = []
const cleanups: (() => void)[] = []
afterEach(() => {
  for (const bridge of bridges.splice(0)) bridge.destroy()
  for (const cleanup of cleanups.splice(0)) cleanup()
})

/** What the test frame reports on its test channel, for this test. */
function frameLog() {
  const log = createFrameLog(frameOrigin)
  cleanups.push(log.stop)
  return log
}

/** Plays the visitor on the test frame's own screens (typing a code, opening the device link). */
function visitor(b: FrameBridge, command: Record<string, string>) {
  b.iframe.contentWindow?.postMessage({ channel: 'portico-test', ...command }, frameOrigin)
}

function bridge(options: Partial<Parameters<typeof createFrameBridge>[0]> = {}) {
  const created = createFrameBridge({
    url: frameOrigin,
    projectId: 'p1',
    readyDelayMs: 50,
    ...options,
  })
  bridges.push(created)
  return created
}

describe('createFrameBridge', () => {
  test('the hidden iframe loads <url>/frame?projectId=…; ready after its Ready plus the ready delay (spec §4 "ready after a ready event plus 500 ms")', async () => {
    const log = frameLog()
    const b = bridge({ readyDelayMs: 400 })
    expect(b.iframe.src).toBe(`${frameOrigin}/frame?projectId=p1`)
    expect(b.origin).toBe(frameOrigin)
    expect(getComputedStyle(b.iframe).visibility).toBe('hidden')
    // Asked before the frame is ready: held until Ready + 400 ms.
    await expect(b.request('ConnectEmail', { email: 'alice@example.org' })).resolves.toEqual({
      action: 'VERIFY_OTP',
    })
    const readySent = log.find('ready-sent')
    const received = log.find('received', 'ConnectEmail')
    expect(readySent && received).toBeTruthy()
    // Both clocks are this machine's; 5 ms of slack for timer granularity.
    expect((received?.at ?? 0) - (readySent?.at ?? 0)).toBeGreaterThanOrEqual(395)
  })

  test('the default ready delay is FRAME_READY_DELAY_MS (500 ms)', async () => {
    const log = frameLog()
    const b = createFrameBridge({ url: frameOrigin, projectId: 'p1' })
    bridges.push(b)
    await b.request('GetUser', undefined)
    const gap = (log.find('received', 'GetUser')?.at ?? 0) - (log.find('ready-sent')?.at ?? 0)
    expect(gap).toBeGreaterThanOrEqual(495)
  })

  test("ignores a reply from another window of the page and from another window of the secure origin; takes the frame's own", async () => {
    const log = frameLog()
    const b = bridge()
    await b.ready
    const answer = b.request('GetChainId', undefined)
    await vi.waitUntil(() => log.find('received', 'GetChainId'))
    const id = log.find('received', 'GetChainId')?.id as string
    const forged = (chainId: number) => ({
      channel: FRAME_CHANNEL,
      type: 'GetChainIdSuccess',
      id,
      payload: { chainId },
    })
    const seen: { origin: string; chainId: number }[] = []
    const watch = (event: MessageEvent) => {
      if (event.data?.type === 'GetChainIdSuccess')
        seen.push({ origin: event.origin, chainId: event.data.payload.chainId })
    }
    window.addEventListener('message', watch)
    cleanups.push(() => window.removeEventListener('message', watch))
    // 1. The page itself (wrong origin, wrong source).
    window.postMessage(forged(666), '*')
    // 2. Another frame of the secure origin (right origin, wrong source).
    const forger = document.createElement('iframe')
    forger.src = `${frameOrigin}/forger/frame?forgeType=GetChainIdSuccess&forgeId=${id}&forgePayload=${encodeURIComponent(JSON.stringify({ chainId: 777 }))}`
    document.body.append(forger)
    cleanups.push(() => forger.remove())
    await vi.waitUntil(() => seen.length === 2, { timeout: 5_000 })
    expect(seen).toEqual(
      expect.arrayContaining([
        { origin: window.location.origin, chainId: 666 },
        { origin: frameOrigin, chainId: 777 },
      ]),
    )
    // Both arrived and were ignored: the request is still open until the frame answers.
    b.iframe.contentWindow?.postMessage(
      { channel: 'portico-test', command: 'release', id },
      frameOrigin,
    )
    await expect(answer).resolves.toEqual({ chainId: 31337 })
  })

  test("ignores a message from the frame's own window once it shows another origin", async () => {
    const log = frameLog()
    const b = bridge()
    await b.ready
    let settled = false
    const answer = b.request('GetChainId', undefined).finally(() => {
      settled = true
    })
    answer.catch(() => {})
    await vi.waitUntil(() => log.find('received', 'GetChainId'))
    const id = log.find('received', 'GetChainId')?.id as string
    const seen: MessageEvent[] = []
    const watch = (event: MessageEvent) => {
      if (event.data?.type === 'GetChainIdSuccess') seen.push(event)
    }
    // Added after the bridge's listener, so the bridge has handled a message this one sees.
    window.addEventListener('message', watch)
    cleanups.push(() => window.removeEventListener('message', watch))
    const forged = JSON.stringify({
      channel: FRAME_CHANNEL,
      type: 'GetChainIdSuccess',
      id,
      payload: { chainId: 666 },
    })
    // The same iframe (right source) now holds a document of the page's origin (wrong origin).
    b.iframe.srcdoc = `<script>parent.postMessage(${forged}, '*')</script>`
    await vi.waitUntil(() => seen.length === 1, { timeout: 5_000 })
    expect(seen[0]?.source).toBe(b.iframe.contentWindow)
    expect(seen[0]?.origin).toBe(window.location.origin)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(settled).toBe(false)
  })

  test('ignores a reply from the frame that does not parse (spec §5 payload rules), then takes the valid one', async () => {
    const b = bridge()
    await expect(b.request('IsConnected', undefined)).resolves.toEqual({ isConnected: true })
  })

  test("an error reply rejects with the frame's message and code", async () => {
    const b = bridge()
    await expect(
      b.request('RpcRequest', { chainNamespace: 'eip155', method: 'personal_sign', params: [] }),
    ).rejects.toMatchObject({ code: 4001, shortMessage: 'User rejected the request.' })
    await expect(
      b.request('RpcRequest', { chainNamespace: 'eip155', method: 'eth_foo' }),
    ).rejects.toBeInstanceOf(FrameRequestError)
  })

  test('issue 16: ConnectOtp carries no code — the frame shows its own code screen (FrameShow EmailVerifyOtp), keeps a wrong code to itself, and replies once one is accepted', async () => {
    const log = frameLog()
    const views: unknown[] = []
    const b = bridge({
      onEvent: (event) => event.type === 'FrameShow' && void views.push(event.payload.view),
    })
    let settled = false
    const login = b.request('ConnectOtp', undefined).finally(() => {
      settled = true
    })
    await vi.waitUntil(() => log.find('received', 'ConnectOtp'))
    expect(log.find('received', 'ConnectOtp')?.payload).toBeUndefined()
    await vi.waitUntil(() => b.visibility.visible)
    expect(b.visibility.view).toBe('EmailVerifyOtp')
    expect(views).toEqual(['EmailVerifyOtp'])
    visitor(b, { command: 'type-code', code: '000000' })
    await vi.waitUntil(() => log.find('code-refused'))
    expect(settled).toBe(false)
    visitor(b, { command: 'type-code', code: '123456' })
    await expect(login).resolves.toBeUndefined()
    expect(b.visibility.visible).toBe(false)
    // The frame's refusal (a locked code) still reaches the dApp, as its message only.
    const locked = b.request('ConnectOtp', undefined)
    await vi.waitUntil(() => b.visibility.visible)
    visitor(b, { command: 'type-code', code: 'locked' })
    await expect(locked).rejects.toMatchObject({
      shortMessage: 'Too many wrong codes: ask for a new code',
    })
  })

  test.each([
    [
      'ConnectOtp',
      () => ['ConnectOtp', undefined, { command: 'type-code', code: '123456' }, undefined] as const,
    ],
    [
      'ConnectDevice',
      () => ['ConnectDevice', undefined, { command: 'approve-device' }, undefined] as const,
    ],
    [
      'UpdateEmail',
      () =>
        [
          'UpdateEmail',
          { email: 'alice@new.example.org' },
          { command: 'type-code', code: '111111' },
          { command: 'type-code', code: '222222' },
        ] as const,
    ],
  ])(
    "issue 16: %s waits on the frame's screen as long as the visitor needs — no 120 s email/social timeout (spec §9 applies to the server-only requests)",
    async (_type, plan) => {
      const [type, payload, first, second] = plan()
      const onTimeout = vi.fn()
      const b = bridge({ requestTimeoutMs: 200, onTimeout })
      let settled = false
      const answer = b.request(type, payload as never).finally(() => {
        settled = true
      })
      await vi.waitUntil(() => b.visibility.visible)
      await new Promise((resolve) => setTimeout(resolve, 500))
      expect(settled).toBe(false)
      expect(onTimeout).not.toHaveBeenCalled()
      visitor(b, first)
      if (second) {
        await vi.waitUntil(() => b.visibility.view === 'UpdateEmailSecondaryOtp')
        visitor(b, second)
      }
      await answer
      expect(b.visibility.visible).toBe(false)
    },
  )

  test.each([
    ['a frame that never says Ready', () => `${frameOrigin}/silent`],
    ['a secure site that cannot be reached', () => inject('embeddedClosedOrigin')],
  ])(
    'load timeout (spec §8 iframe_load_failed), %s: "Network Error - Could not load embedded wallet"',
    async (_case, url) => {
      const onTimeout = vi.fn()
      const b = bridge({ url: url(), loadTimeoutMs: 600, onTimeout })
      const error = await b.ready.then(
        () => undefined,
        (reason: unknown) => reason,
      )
      expect(error).toBeInstanceOf(AlertError)
      expect(error).toMatchObject({
        code: 'IFRAME_LOAD_FAILED',
        shortMessage: 'Network Error - Could not load embedded wallet',
      })
      expect(onTimeout).toHaveBeenCalledExactlyOnceWith('iframe_load_failed')
      await expect(b.request('GetUser', undefined)).rejects.toMatchObject({
        code: 'IFRAME_LOAD_FAILED',
      })
    },
  )

  test('request timeout (spec §8 iframe_request_timeout): a server-only email/social request rejects with "Embedded Wallet Request Timed Out" and posts Abort', async () => {
    const log = frameLog()
    const onTimeout = vi.fn()
    const b = bridge({ requestTimeoutMs: 300, onTimeout })
    const error = await b.request('GetFarcasterUri', undefined).catch((reason: unknown) => reason)
    expect(error).toBeInstanceOf(AlertError)
    expect(error).toMatchObject({
      code: 'IFRAME_REQUEST_TIMEOUT',
      shortMessage: 'Embedded Wallet Request Timed Out',
    })
    expect(onTimeout).toHaveBeenCalledExactlyOnceWith('iframe_request_timeout')
    await vi.waitUntil(() => log.find('received', 'Abort'))
    // Requests outside the timed set have no timeout.
    await expect(b.request('GetUser', undefined)).resolves.toMatchObject({ chainId: 31337 })
    expect([...TIMED_FRAME_REQUESTS].sort()).toEqual([
      'ConnectEmail',
      'GetFarcasterUri',
      'GetSocialRedirectUri',
    ])
  })

  test('abort(): open requests reject with "Request was aborted" and the frame gets Abort (its code screen goes: FrameHide)', async () => {
    const log = frameLog()
    const b = bridge()
    await b.ready
    const open = b.request('ConnectOtp', undefined)
    await vi.waitUntil(() => b.visibility.visible)
    b.abort()
    await expect(open).rejects.toBeInstanceOf(RequestAbortedError)
    await vi.waitUntil(() => log.find('received', 'Abort'))
    await vi.waitUntil(() => !b.visibility.visible)
  })

  test('FrameShow places the iframe over the attached slot and follows it; FrameHide hides it', async () => {
    const events: string[] = []
    const b = bridge({ onEvent: (event) => void events.push(event.type) })
    const slot = document.createElement('div')
    Object.assign(slot.style, {
      position: 'fixed',
      top: '40px',
      left: '30px',
      width: '320px',
      height: '200px',
    })
    document.body.append(slot)
    cleanups.push(() => slot.remove())
    const detach = b.attach(slot)
    await b.request('RpcRequest', { chainNamespace: 'eip155', method: 'test_show' })
    expect(events).toContain('FrameShow')
    expect(b.visibility).toEqual({ visible: true, view: 'ApproveTransaction' })
    const rectOf = (element: Element) => {
      const { top, left, width, height } = element.getBoundingClientRect()
      return { top, left, width, height }
    }
    await vi.waitUntil(() => getComputedStyle(b.iframe).visibility === 'visible')
    expect(rectOf(b.iframe)).toEqual(rectOf(slot))
    expect(slot.hasAttribute(FRAME_ATTACHED_ATTRIBUTE)).toBe(true)
    // The slot moves (the modal animates its height): the frame follows.
    slot.style.top = '90px'
    await vi.waitUntil(() => rectOf(b.iframe).top === 90)
    // Detached (the view unmounted): hidden although the frame still asks to be shown.
    detach()
    await vi.waitUntil(() => getComputedStyle(b.iframe).visibility === 'hidden')
    expect(slot.hasAttribute(FRAME_ATTACHED_ATTRIBUTE)).toBe(false)
    b.attach(slot)
    await vi.waitUntil(() => getComputedStyle(b.iframe).visibility === 'visible')
    await b.request('RpcRequest', { chainNamespace: 'eip155', method: 'test_hide' })
    expect(events).toContain('FrameHide')
    await vi.waitUntil(() => getComputedStyle(b.iframe).visibility === 'hidden')
    expect(b.visibility.visible).toBe(false)
  })

  test('destroy() removes the iframe and aborts open requests', async () => {
    const b = bridge()
    await b.ready
    const open = b.request('ConnectDevice', undefined)
    b.destroy()
    await expect(open).rejects.toBeInstanceOf(RequestAbortedError)
    expect(b.iframe.isConnected).toBe(false)
  })
})
