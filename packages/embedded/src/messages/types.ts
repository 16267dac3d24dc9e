import type { z } from 'zod/mini'
import type { FRAME_CHANNEL } from './channel.js'
import type { FrameEventPayload, FrameEventType } from './events.js'
import type { ErrorPayloadSchema } from './payloads.js'
import type { FrameRequestPayload, FrameRequestType, FrameSuccessPayload } from './requests.js'

/** A reply's error payload. */
export type FrameErrorPayload = z.output<typeof ErrorPayloadSchema>

/** A request as posted by the dApp (wire shape). */
export type FrameRequest = {
  [T in FrameRequestType]: {
    channel: typeof FRAME_CHANNEL
    type: T
    id?: string | undefined
    payload: FrameRequestPayload<T>
  }
}[FrameRequestType]

/** A reply as posted by the frame (wire shape): `<type>Success` or `<type>Error`. */
export type FrameReplyMessage = {
  [T in FrameRequestType]:
    | {
        channel: typeof FRAME_CHANNEL
        type: `${T}Success`
        id?: string | undefined
        payload: FrameSuccessPayload<T>
      }
    | {
        channel: typeof FRAME_CHANNEL
        type: `${T}Error`
        id?: string | undefined
        payload: FrameErrorPayload
      }
}[FrameRequestType]

/** An event as posted by the frame (wire shape). */
export type FrameEventMessage = {
  [T in FrameEventType]: {
    channel: typeof FRAME_CHANNEL
    type: T
    id?: string | undefined
    payload: FrameEventPayload<T>
  }
}[FrameEventType]

/** A reply, parsed: which request it answers, whether it succeeded, and its payload. */
export type ParsedFrameReply = {
  [T in FrameRequestType]:
    | {
        kind: 'reply'
        request: T
        ok: true
        id: string | undefined
        payload: FrameSuccessPayload<T>
      }
    | { kind: 'reply'; request: T; ok: false; id: string | undefined; payload: FrameErrorPayload }
}[FrameRequestType]

/** An event, parsed. */
export type ParsedFrameEvent = {
  [T in FrameEventType]: { kind: 'event'; type: T; payload: FrameEventPayload<T> }
}[FrameEventType]

/** Anything the frame posts to the dApp, parsed. */
export type ParsedFrameMessage = ParsedFrameReply | ParsedFrameEvent
