import {
  AlertError,
  EMAIL_SOCIAL_REQUEST_TIMEOUT_MS,
  FRAME_LOAD_TIMEOUT_MS,
  FRAME_READY_DELAY_MS,
  RequestAbortedError,
} from '@portico/core/internal'
import { createFrameRequest } from '../messages/createFrameMessage.js'
import type { FrameView } from '../messages/events.js'
import { parseFrameMessage } from '../messages/parseFrameMessage.js'
import type {
  FrameRequestPayload,
  FrameRequestType,
  FrameSuccessPayload,
} from '../messages/requests.js'
import type { ParsedFrameEvent } from '../messages/types.js'
import { FrameRequestError } from './FrameRequestError.js'
import { hideFrame, showFrameOver } from './placeFrame.js'

/** How a frame timeout is reported (spec §8 "Frame timeouts report iframe_load_failed or iframe_request_timeout"). */
export type FrameTimeoutReason = 'iframe_load_failed' | 'iframe_request_timeout'

/**
 * The requests that time out after EMAIL_SOCIAL_REQUEST_TIMEOUT_MS (spec §9 "Email and social
 * request timeout 120,000 ms"): the email and social requests the frame answers by asking the
 * server alone. The others wait for as long as the visitor needs — on the frame's own screens
 * (the code, the device link, the email change: issue 16), in the social popup, in Farcaster's
 * approving app, on an approval — or are answered at once.
 */
export const TIMED_FRAME_REQUESTS: ReadonlySet<FrameRequestType> = new Set<FrameRequestType>([
  'ConnectEmail',
  'GetSocialRedirectUri',
  'GetFarcasterUri',
])

/** The attribute set on the slot while the frame is shown over it (the view hides its loading state). */
export const FRAME_ATTACHED_ATTRIBUTE = 'data-portico-frame-attached'

export type CreateFrameBridgeParameters = {
  /** The secure site, e.g. `http://127.0.0.1:4002`; the frame is `${url}/frame?projectId=…`. */
  url: string
  projectId: string
  /** The dApp's window, which hosts the iframe. @default window */
  parentWindow?: Window | undefined
  /** Every event the frame posts (Ready, FrameShow, FrameHide, AccountsChanged, …), once checked. */
  onEvent?: ((event: ParsedFrameEvent) => void) | undefined
  /** A frame timeout happened; the caller shows the matching alert. */
  onTimeout?: ((reason: FrameTimeoutReason) => void) | undefined
  /** @default FRAME_LOAD_TIMEOUT_MS (20,000) */
  loadTimeoutMs?: number | undefined
  /** @default FRAME_READY_DELAY_MS (500) */
  readyDelayMs?: number | undefined
  /** @default EMAIL_SOCIAL_REQUEST_TIMEOUT_MS (120,000), for TIMED_FRAME_REQUESTS */
  requestTimeoutMs?: number | undefined
}

/** The dApp's end of the postMessage channel to the embedded wallet's frame. */
export type FrameBridge = {
  /** The secure site's origin: the only origin messages are posted to and accepted from. */
  readonly origin: string
  readonly iframe: HTMLIFrameElement
  /** Settles after the frame's Ready plus FRAME_READY_DELAY_MS; rejects on load timeout. */
  readonly ready: Promise<void>
  /** Posts a request once ready and resolves with its success payload (rejects with its error). */
  request<T extends FrameRequestType>(
    type: T,
    payload: FrameRequestPayload<T>,
    options?: { timeoutMs?: number | undefined },
  ): Promise<FrameSuccessPayload<T>>
  /** Posts `Abort` and rejects every open request ('Request was aborted'). */
  abort(): void
  /** Places the frame over `slot` whenever it asks to be shown; returns what detaches it. */
  attach(slot: HTMLElement): () => void
  detach(): void
  /** Whether the frame asked to be shown (FrameShow) and has not hidden since, and in which view. */
  readonly visibility: { visible: boolean; view: FrameView | undefined }
  /** Removes the iframe and the listener; open requests are aborted. */
  destroy(): void
}

type Pending = {
  type: FrameRequestType
  resolve(payload: unknown): void
  reject(error: unknown): void
  timer?: ReturnType<typeof setTimeout> | undefined
}

function frameUrl(url: string, projectId: string): URL {
  const src = new URL(url)
  src.pathname = `${src.pathname.replace(/\/+$/, '')}/frame`
  src.search = ''
  src.hash = ''
  src.searchParams.set('projectId', projectId)
  return src
}

/**
 * Creates the hidden iframe of the embedded wallet and the request/reply channel to it (docs/
 * embedded-wallet.md "Frame messages"). Messages go out only to the secure origin; a message is
 * taken only when its `event.origin` is the secure origin, its `event.source` is this iframe's
 * window and it parses with the shared schemas — anything else is ignored. Ready after the frame's
 * `Ready` plus 500 ms; no Ready within 20 s → `iframe_load_failed`; a timed request without a
 * reply within 120 s → `iframe_request_timeout` and `Abort`.
 */
export function createFrameBridge(parameters: CreateFrameBridgeParameters): FrameBridge {
  const parent = parameters.parentWindow ?? window
  const src = frameUrl(parameters.url, parameters.projectId)
  const origin = src.origin
  const loadTimeoutMs = parameters.loadTimeoutMs ?? FRAME_LOAD_TIMEOUT_MS
  const readyDelayMs = parameters.readyDelayMs ?? FRAME_READY_DELAY_MS
  const requestTimeoutMs = parameters.requestTimeoutMs ?? EMAIL_SOCIAL_REQUEST_TIMEOUT_MS
  const pending = new Map<string, Pending>()
  const visibility: FrameBridge['visibility'] = { visible: false, view: undefined }
  let state: 'loading' | 'delaying' | 'ready' | 'failed' | 'destroyed' = 'loading'
  let slot: HTMLElement | undefined
  let frameRequest: number | undefined
  let placedAt = ''
  let readyTimer: ReturnType<typeof setTimeout> | undefined

  const iframe = parent.document.createElement('iframe')
  iframe.title = 'Portico embedded wallet'
  iframe.setAttribute(
    'allow',
    'clipboard-write; publickey-credentials-get; publickey-credentials-create',
  )
  iframe.setAttribute('data-testid', 'portico-embedded-frame')
  hideFrame(iframe)

  let resolveReady = () => {}
  let rejectReady = (_error: unknown) => {}
  const ready = new Promise<void>((resolve, reject) => {
    resolveReady = resolve
    rejectReady = reject
  })
  // A failed load is reported through onTimeout and each request; nobody need await `ready`.
  ready.catch(() => {})

  const post = (message: unknown) => iframe.contentWindow?.postMessage(message, origin)

  const loadTimer = setTimeout(() => {
    if (state !== 'loading') return
    state = 'failed'
    rejectReady(
      new AlertError('IFRAME_LOAD_FAILED', {
        details: `iframe_load_failed: no Ready from ${origin} within ${loadTimeoutMs} ms`,
      }),
    )
    parameters.onTimeout?.('iframe_load_failed')
  }, loadTimeoutMs)

  const place = () => {
    frameRequest = undefined
    if (!visibility.visible || !slot?.isConnected) {
      if (placedAt) hideFrame(iframe)
      placedAt = ''
      slot?.removeAttribute(FRAME_ATTACHED_ATTRIBUTE)
      return
    }
    const rect = slot.getBoundingClientRect()
    const at = `${rect.top},${rect.left},${rect.width},${rect.height}`
    if (at !== placedAt) showFrameOver(iframe, slot)
    placedAt = at
    slot.setAttribute(FRAME_ATTACHED_ATTRIBUTE, '')
    // The modal animates its height and the page may scroll: follow the slot every frame.
    frameRequest = parent.requestAnimationFrame(place)
  }
  const replace = () => {
    if (frameRequest !== undefined) parent.cancelAnimationFrame(frameRequest)
    place()
  }

  const onEvent = (event: ParsedFrameEvent) => {
    switch (event.type) {
      case 'Ready':
        if (state !== 'loading') break
        state = 'delaying'
        clearTimeout(loadTimer)
        readyTimer = setTimeout(() => {
          if (state !== 'delaying') return
          state = 'ready'
          resolveReady()
        }, readyDelayMs)
        break
      case 'FrameShow':
        visibility.visible = true
        visibility.view = event.payload.view
        replace()
        break
      case 'FrameHide':
        visibility.visible = false
        visibility.view = undefined
        replace()
        break
    }
    parameters.onEvent?.(event)
  }

  const onMessage = (event: MessageEvent) => {
    if (event.origin !== origin) return
    if (event.source === null || event.source !== iframe.contentWindow) return
    const message = parseFrameMessage(event.data)
    if (!message) return
    if (message.kind === 'event') return onEvent(message)
    const entry = message.id === undefined ? undefined : pending.get(message.id)
    if (!entry || !message.id || entry.type !== message.request) return
    pending.delete(message.id)
    clearTimeout(entry.timer)
    if (message.ok) entry.resolve(message.payload)
    else entry.reject(new FrameRequestError(message.payload.message, message.payload.code))
  }

  parent.addEventListener('message', onMessage)
  iframe.src = src.href
  parent.document.body.append(iframe)

  const detach = () => {
    slot?.removeAttribute(FRAME_ATTACHED_ATTRIBUTE)
    slot = undefined
    replace()
  }

  const abortAll = () => {
    for (const [id, entry] of pending) {
      clearTimeout(entry.timer)
      pending.delete(id)
      entry.reject(new RequestAbortedError({ details: `${entry.type} aborted` }))
    }
  }

  return {
    origin,
    iframe,
    ready,
    visibility,
    async request(type, payload, options = {}) {
      await ready
      if (state !== 'ready')
        throw new RequestAbortedError({ details: `${type}: the frame is gone` })
      const id = crypto.randomUUID()
      const timeoutMs =
        options.timeoutMs ?? (TIMED_FRAME_REQUESTS.has(type) ? requestTimeoutMs : undefined)
      return new Promise((resolve, reject) => {
        const entry: Pending = { type, resolve: resolve as (payload: unknown) => void, reject }
        if (timeoutMs !== undefined)
          entry.timer = setTimeout(() => {
            pending.delete(id)
            post(createFrameRequest('Abort', undefined, crypto.randomUUID()))
            parameters.onTimeout?.('iframe_request_timeout')
            reject(
              new AlertError('IFRAME_REQUEST_TIMEOUT', {
                details: `iframe_request_timeout: no reply to ${type} within ${timeoutMs} ms`,
              }),
            )
          }, timeoutMs)
        pending.set(id, entry)
        post(createFrameRequest(type, payload, id))
      })
    },
    abort() {
      if (state === 'ready') post(createFrameRequest('Abort', undefined, crypto.randomUUID()))
      abortAll()
    },
    attach(element) {
      slot?.removeAttribute(FRAME_ATTACHED_ATTRIBUTE)
      slot = element
      replace()
      return () => {
        if (slot === element) detach()
      }
    },
    detach,
    destroy() {
      if (state === 'destroyed') return
      if (state === 'loading' || state === 'delaying')
        rejectReady(new RequestAbortedError({ details: 'the frame was removed' }))
      state = 'destroyed'
      clearTimeout(loadTimer)
      clearTimeout(readyTimer)
      if (frameRequest !== undefined) parent.cancelAnimationFrame(frameRequest)
      parent.removeEventListener('message', onMessage)
      abortAll()
      iframe.remove()
    },
  }
}
