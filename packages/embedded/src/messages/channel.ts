import * as z from 'zod/mini'

/** The `channel` every frame message carries, so messages of other scripts on the page never parse. */
export const FRAME_CHANNEL = 'portico-embedded'

/** The id that pairs a request with its one reply (optional on every message, spec §7). */
export const MessageIdSchema = z.string().check(z.minLength(1), z.maxLength(64))

/** The outer shape of every message, before its type's payload is checked. */
export const EnvelopeSchema = z.object({
  channel: z.literal(FRAME_CHANNEL),
  type: z.string().check(z.minLength(1), z.maxLength(64)),
  id: z.optional(MessageIdSchema),
  payload: z.optional(z.unknown()),
})
