import * as z from 'zod/mini'
import { AddressSchema, ChainIdSchema } from './payloads.js'
import { NoPayloadSchema } from './requests.js'

/**
 * The views the modal shows for the frame when it asks to be visible: approvals and the wallet's
 * own screens, and the login and email-change steps whose codes are typed only into the frame.
 */
export const FrameViewSchema = z.enum([
  'ApproveTransaction',
  'EmbeddedWalletFrame',
  'EmailVerifyOtp',
  'EmailVerifyDevice',
  'UpdateEmailPrimaryOtp',
  'UpdateEmailSecondaryOtp',
])

/** A view the frame can ask the modal to show it in. */
export type FrameView = z.output<typeof FrameViewSchema>

/**
 * Every event the frame posts on its own, without a request (no reply is expected), with its
 * payload.
 */
export const FRAME_EVENTS = {
  /** The frame is loaded; `version` is the embedded wallet SDK version (spec §9, default 4). */
  Ready: z.object({ version: z.int().check(z.positive()) }),
  /** Make the iframe visible in the modal, in this view (an approval or another frame screen). */
  FrameShow: z.object({ view: FrameViewSchema }),
  FrameHide: NoPayloadSchema,
  AccountsChanged: z.object({ address: AddressSchema }),
  ChainChanged: z.object({ chainId: ChainIdSchema }),
  /** The session is no longer valid: the dApp disconnects and shows 'Session Expired'. */
  SessionExpired: NoPayloadSchema,
} as const

/** The type of an event the frame posts. */
export type FrameEventType = keyof typeof FRAME_EVENTS

/** What an event of type `T` carries. */
export type FrameEventPayload<T extends FrameEventType> = z.output<(typeof FRAME_EVENTS)[T]>
