import { EnvelopeSchema } from './channel.js'
import { FRAME_EVENTS, type FrameEventType } from './events.js'
import { isFrameRequestType } from './parseFrameRequest.js'
import { ErrorPayloadSchema } from './payloads.js'
import { FRAME_REQUESTS } from './requests.js'
import type { ParsedFrameMessage } from './types.js'

const SUCCESS = 'Success'
const ERROR = 'Error'

function isFrameEventType(type: string): type is FrameEventType {
  return Object.hasOwn(FRAME_EVENTS, type)
}

/**
 * What the dApp runs on every message from the frame (after checking `event.origin` and
 * `event.source`): a reply (`<request>Success` / `<request>Error`) or an event, with its payload
 * checked, or undefined for anything else.
 */
export function parseFrameMessage(data: unknown): ParsedFrameMessage | undefined {
  const envelope = EnvelopeSchema.safeParse(data)
  if (!envelope.success) return undefined
  const { type, id, payload } = envelope.data
  if (isFrameEventType(type)) {
    const parsed = FRAME_EVENTS[type].safeParse(payload)
    return parsed.success
      ? ({ kind: 'event', type, payload: parsed.data } as ParsedFrameMessage)
      : undefined
  }
  for (const [suffix, ok] of [
    [SUCCESS, true],
    [ERROR, false],
  ] as const) {
    if (!type.endsWith(suffix)) continue
    const request = type.slice(0, -suffix.length)
    if (!isFrameRequestType(request)) return undefined
    const schema = ok ? FRAME_REQUESTS[request].success : ErrorPayloadSchema
    const parsed = schema.safeParse(payload)
    if (!parsed.success) return undefined
    return { kind: 'reply', request, ok, id, payload: parsed.data } as ParsedFrameMessage
  }
  return undefined
}
