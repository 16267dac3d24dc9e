import {
  createFrameError,
  createFrameEvent,
  createFrameSuccess,
  EnvelopeSchema,
  FRAME_REQUESTS,
  type FrameEventPayload,
  type FrameEventType,
  type FrameRequest,
  type FrameRequestType,
  type FrameSuccessPayload,
  isFrameRequestType,
  parseFrameRequest,
} from '@portico/embedded/messages'
import { FrameRequestError, REQUEST_ABORTED_MESSAGE } from './FrameRequestError.js'

/** Answers one request type: its success payload, or a thrown FrameRequestError. */
export type FrameRequestHandler<T extends FrameRequestType> = (
  payload: Extract<FrameRequest, { type: T }>['payload'],
  context: { signal: AbortSignal },
) => Promise<FrameSuccessPayload<T>>

/** A handler for every request type. */
export type FrameRequestHandlers = { [T in FrameRequestType]: FrameRequestHandler<T> }

/** Parameters of `createFrameChannel`. */
export type CreateFrameChannelParameters = {
  /** The frame's own window. */
  window: Window
  /** The verified origin of `window.parent` (verifyParentOrigin): the only one answered. */
  parentOrigin: string
  handlers: FrameRequestHandlers
  /** Called with the message of an unexpected error (never its stack or data). @default nothing */
  onUnexpectedError?: ((error: unknown) => void) | undefined
}

/** The frame's end of the postMessage channel to the dApp. */
export type FrameChannel = {
  /** Posts an event (Ready, FrameShow …) to the parent, at its verified origin only. */
  emit<T extends FrameEventType>(type: T, payload: FrameEventPayload<T>): void
  /** Cancels every open request: each is answered `<type>Error` 'Request was aborted'. */
  abortAll(): void
  /** Stops listening. */
  close(): void
}

/**
 * Listens to the dApp's requests and answers them (docs/embedded-wallet.md "Frame messages").
 * A message is taken only when `event.source` is `window.parent` and `event.origin` is the
 * verified parent origin; then its envelope, type and payload are checked with the shared zod
 * schemas of @portico/embedded. Anything else is ignored without a word. A known type with a
 * payload that breaks spec §5's rules is answered `<type>Error` 'Invalid request' (so the dApp does
 * not wait for a timeout). Every reply and event is posted with the parent origin as the explicit
 * target, and every success payload is parsed by its schema first, so only the fields the table
 * names can ever leave the frame.
 */
export function createFrameChannel({
  window: frameWindow,
  parentOrigin,
  handlers,
  onUnexpectedError,
}: CreateFrameChannelParameters): FrameChannel {
  const parent = frameWindow.parent
  const open = new Map<AbortController, { type: FrameRequestType; id: string | undefined }>()

  const post = (message: unknown) => parent.postMessage(message, parentOrigin)

  const reply = (
    type: FrameRequestType,
    id: string | undefined,
    outcome: { ok: true; payload: unknown } | { ok: false; message: string; code?: number },
  ) => {
    if (outcome.ok) {
      const checked = FRAME_REQUESTS[type].success.safeParse(outcome.payload)
      if (checked.success)
        return post(createFrameSuccess(type, checked.data as FrameSuccessPayload<typeof type>, id))
      onUnexpectedError?.(new Error(`${type}: the success payload does not match its schema`))
      return post(createFrameError(type, { message: 'Server Error' }, id))
    }
    post(
      createFrameError(
        type,
        { message: outcome.message, ...(outcome.code === undefined ? {} : { code: outcome.code }) },
        id,
      ),
    )
  }

  async function handle(request: FrameRequest) {
    const controller = new AbortController()
    open.set(controller, { type: request.type, id: request.id })
    const handler = handlers[request.type] as FrameRequestHandler<FrameRequestType>
    try {
      const payload = await handler(request.payload as never, { signal: controller.signal })
      if (controller.signal.aborted) return
      reply(request.type, request.id, { ok: true, payload })
    } catch (error) {
      if (controller.signal.aborted) return
      if (error instanceof FrameRequestError)
        reply(request.type, request.id, {
          ok: false,
          message: error.message,
          ...(error.code === undefined ? {} : { code: error.code }),
        })
      else {
        onUnexpectedError?.(error)
        reply(request.type, request.id, { ok: false, message: 'Server Error' })
      }
    } finally {
      open.delete(controller)
    }
  }

  const onMessage = (event: MessageEvent) => {
    if (event.source !== parent || event.origin !== parentOrigin) return
    const request = parseFrameRequest(event.data)
    if (!request) {
      const envelope = EnvelopeSchema.safeParse(event.data)
      if (envelope.success && isFrameRequestType(envelope.data.type))
        reply(envelope.data.type, envelope.data.id, {
          ok: false,
          message: 'Invalid request',
          ...(envelope.data.type === 'RpcRequest' ? { code: -32602 } : {}),
        })
      return
    }
    if (request.type === 'Abort') abortAll()
    void handle(request)
  }

  function abortAll() {
    // Each cut-short request is answered here: its handler may still be waiting on the network
    // or on the visitor, and stays silent once its signal is aborted.
    for (const [controller, { type, id }] of open) {
      controller.abort()
      reply(type, id, { ok: false, message: REQUEST_ABORTED_MESSAGE })
    }
    open.clear()
  }

  frameWindow.addEventListener('message', onMessage)

  return {
    emit(type, payload) {
      post(createFrameEvent(type, payload))
    },
    abortAll,
    close() {
      frameWindow.removeEventListener('message', onMessage)
      abortAll()
    },
  }
}
