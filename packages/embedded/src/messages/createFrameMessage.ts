import { FRAME_CHANNEL } from './channel.js'
import type { FrameEventPayload, FrameEventType } from './events.js'
import type { FrameRequestPayload, FrameRequestType, FrameSuccessPayload } from './requests.js'
import type {
  FrameErrorPayload,
  FrameEventMessage,
  FrameReplyMessage,
  FrameRequest,
} from './types.js'

/** A request to post to the frame. */
export function createFrameRequest<T extends FrameRequestType>(
  type: T,
  payload: FrameRequestPayload<T>,
  id?: string,
): FrameRequest {
  return { channel: FRAME_CHANNEL, type, id, payload } as FrameRequest
}

/** The success reply to a request of type `type` (the frame posts it). */
export function createFrameSuccess<T extends FrameRequestType>(
  type: T,
  payload: FrameSuccessPayload<T>,
  id?: string,
): FrameReplyMessage {
  return { channel: FRAME_CHANNEL, type: `${type}Success`, id, payload } as FrameReplyMessage
}

/** The error reply to a request of type `type` (the frame posts it). */
export function createFrameError(
  type: FrameRequestType,
  payload: FrameErrorPayload,
  id?: string,
): FrameReplyMessage {
  return { channel: FRAME_CHANNEL, type: `${type}Error`, id, payload } as FrameReplyMessage
}

/** An event the frame posts on its own. */
export function createFrameEvent<T extends FrameEventType>(
  type: T,
  payload: FrameEventPayload<T>,
): FrameEventMessage {
  return { channel: FRAME_CHANNEL, type, payload } as FrameEventMessage
}
