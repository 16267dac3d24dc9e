import * as z from 'zod/mini'
import { FRAME_CHANNEL } from './channel.js'

/**
 * What the social callback page (origin S, in the popup) posts to the frames of origin S it can
 * reach (the opener's frames, or the opener itself when the frame opened the popup), with origin S
 * as the target, so the dApp's page never receives it: the one-time result URI, useless without
 * the frame's login nonce and key. The frame accepts it only from origin S.
 */
export const SocialResultSchema = z.object({
  channel: z.literal(FRAME_CHANNEL),
  type: z.literal('SocialResult'),
  payload: z.object({ resultUri: z.string().check(z.minLength(1), z.maxLength(4096)) }),
})

/** A parsed SocialResult message. */
export type SocialResult = z.output<typeof SocialResultSchema>

/** The SocialResult in `data`, or undefined when it is not one. */
export function parseSocialResult(data: unknown): SocialResult | undefined {
  const parsed = SocialResultSchema.safeParse(data)
  return parsed.success ? parsed.data : undefined
}
