import { EnvelopeSchema, FRAME_CHANNEL } from './channel.js'
import { FRAME_REQUESTS, type FrameRequestType } from './requests.js'
import type { FrameRequest } from './types.js'

/** Whether `type` names a request of the table (own keys only: never `toString` or `__proto__`). */
export function isFrameRequestType(type: string): type is FrameRequestType {
  return Object.hasOwn(FRAME_REQUESTS, type)
}

/**
 * What the frame runs on every message from its parent (after checking `event.origin` and
 * `event.source`): the request in `data` with its payload checked against spec §5's rules, or
 * undefined for anything else (another channel, an unknown type, a bad payload).
 */
export function parseFrameRequest(data: unknown): FrameRequest | undefined {
  const envelope = EnvelopeSchema.safeParse(data)
  if (!envelope.success) return undefined
  const { type, id, payload } = envelope.data
  if (!isFrameRequestType(type)) return undefined
  const parsed = FRAME_REQUESTS[type].request.safeParse(payload)
  if (!parsed.success) return undefined
  return { channel: FRAME_CHANNEL, type, id, payload: parsed.data } as FrameRequest
}
