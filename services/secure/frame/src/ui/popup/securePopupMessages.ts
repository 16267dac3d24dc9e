import * as z from 'zod/mini'

/**
 * The secure window's page on the secure origin (`GET /approve`): the same frame.js, started in
 * its popup mode (bootSecurePopup). Not framable (`frame-ancestors 'none'`, X-Frame-Options).
 */
export const SECURE_POPUP_PATH = '/approve'

/** The `channel` of every message between the frame and its secure window. */
export const SECURE_POPUP_CHANNEL = 'portico-secure-window'

const text = (max: number) => z.string().check(z.maxLength(max))

const DescriptionSchema = z.object({
  title: text(256),
  rows: z
    .array(
      z.object({
        label: text(256),
        value: text(1_000_000),
        mono: z.optional(z.boolean()),
        block: z.optional(z.boolean()),
      }),
    )
    .check(z.maxLength(200)),
  warning: z.optional(text(2_000)),
})

/** What the secure window shows: an approval (as the frame's approval screen) or the keys. */
export const SecurePopupScreenSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('approval'),
    description: DescriptionSchema,
    origin: text(2_048),
    dappName: z.optional(text(256)),
    networkName: text(256),
    account: text(256),
  }),
  z.object({ kind: z.literal('export') }),
])

/** Which key a row of the export shows (as ExportedKeyKind). */
const KeyKindSchema = z.enum(['evm', 'solana'])

/** Messages of the secure window to the frame that opened it. */
export const PopupToFrameSchema = z.discriminatedUnion('type', [
  z.object({ channel: z.literal(SECURE_POPUP_CHANNEL), type: z.literal('Ready') }),
  z.object({
    channel: z.literal(SECURE_POPUP_CHANNEL),
    type: z.literal('Decision'),
    approved: z.boolean(),
  }),
  z.object({
    channel: z.literal(SECURE_POPUP_CHANNEL),
    type: z.literal('ReadKey'),
    id: text(64),
    kind: KeyKindSchema,
  }),
  z.object({ channel: z.literal(SECURE_POPUP_CHANNEL), type: z.literal('Done') }),
])

/** Messages of the frame to its secure window. */
export const FrameToPopupSchema = z.discriminatedUnion('type', [
  z.object({
    channel: z.literal(SECURE_POPUP_CHANNEL),
    type: z.literal('Show'),
    screen: SecurePopupScreenSchema,
  }),
  z.object({
    channel: z.literal(SECURE_POPUP_CHANNEL),
    type: z.literal('Key'),
    id: text(64),
    key: text(256),
  }),
  z.object({
    channel: z.literal(SECURE_POPUP_CHANNEL),
    type: z.literal('KeyError'),
    id: text(64),
    message: text(1_000),
  }),
])

export type SecurePopupScreen = z.infer<typeof SecurePopupScreenSchema>
export type PopupToFrame = z.infer<typeof PopupToFrameSchema>
export type FrameToPopup = z.infer<typeof FrameToPopupSchema>
