import * as z from 'zod/mini'
import {
  AccountTypeSchema,
  AddressSchema,
  ChainIdSchema,
  ConnectEmailActionSchema,
  DappMetadataSchema,
  EmailSchema,
  RpcRequestPayloadSchema,
  SiwxMessageSchema,
  SocialProviderSchema,
  ThemeModeSchema,
  ThemeVariablesSchema,
  UserSchema,
} from './payloads.js'

/** A message that carries no payload. */
export const NoPayloadSchema = z.undefined()

const UriSchema = z.string().check(z.minLength(1), z.maxLength(4096))

/**
 * Every request the dApp posts to the frame (spec §7 "Embedded frame messages"), with the payload
 * it carries and the payload of its `<type>Success` reply. Its `<type>Error` reply carries
 * ErrorPayloadSchema. docs/embedded-wallet.md "Frame messages" is this table in prose.
 */
export const FRAME_REQUESTS = {
  ConnectEmail: {
    request: z.object({ email: EmailSchema }),
    success: z.object({ action: ConnectEmailActionSchema }),
  },
  /** Waits until the device link of the email is opened. */
  ConnectDevice: { request: NoPayloadSchema, success: NoPayloadSchema },
  /**
   * Shows the frame's own code screen (FrameShow EmailVerifyOtp) and replies once the code typed
   * there was accepted: the code is never typed into, or seen by, the dApp (issue 16).
   */
  ConnectOtp: { request: NoPayloadSchema, success: NoPayloadSchema },
  GetSocialRedirectUri: {
    request: z.object({ provider: SocialProviderSchema }),
    success: z.object({ uri: UriSchema }),
  },
  /**
   * Waits for the result of the social popup the dApp opened on the redirect URI: the callback page
   * (origin S) hands it to the frame itself, never to the dApp (issue 16). Replies once the session
   * is open, so the dApp can close the popup; the wallet is made ready by the GetUser that follows
   * (as after ConnectOtp).
   */
  ConnectSocial: { request: NoPayloadSchema, success: NoPayloadSchema },
  GetFarcasterUri: { request: NoPayloadSchema, success: z.object({ url: UriSchema }) },
  /** Waits for the approving app. */
  ConnectFarcaster: { request: NoPayloadSchema, success: UserSchema },
  GetUser: {
    request: z.optional(
      z.object({
        chainId: z.optional(ChainIdSchema),
        preferredAccountType: z.optional(AccountTypeSchema),
        /**
         * One-click sign-in: the dApp's sign-in message, made before the login with
         * SIWX_LOGIN_ADDRESS_PLACEHOLDER as its account. Right after a login (the user's one
         * approval) the frame signs it with its own address and the User carries the signature.
         */
        siwxMessage: z.optional(SiwxMessageSchema),
      }),
    ),
    success: UserSchema,
  },
  SwitchNetwork: {
    request: z.object({ chainId: ChainIdSchema }),
    success: z.object({ chainId: ChainIdSchema }),
  },
  SignOut: { request: NoPayloadSchema, success: NoPayloadSchema },
  IsConnected: { request: NoPayloadSchema, success: z.object({ isConnected: z.boolean() }) },
  GetChainId: { request: NoPayloadSchema, success: z.object({ chainId: ChainIdSchema }) },
  /**
   * The whole email change on the frame's own screens (issue 16): the user confirms the change,
   * types the code mailed to the current address (FrameShow UpdateEmailPrimaryOtp), then the code
   * mailed to the new one (FrameShow UpdateEmailSecondaryOtp); the reply names the new address.
   */
  UpdateEmail: {
    request: z.object({ email: EmailSchema }),
    success: z.object({ newEmail: EmailSchema }),
  },
  SyncTheme: {
    request: z.object({
      themeMode: ThemeModeSchema,
      themeVariables: z.optional(ThemeVariablesSchema),
    }),
    success: NoPayloadSchema,
  },
  SyncDappData: {
    request: z.object({
      projectId: z.string().check(z.minLength(1), z.maxLength(128)),
      sdkVersion: z.string().check(z.maxLength(64)),
      sdkType: z.string().check(z.maxLength(64)),
      metadata: z.optional(DappMetadataSchema),
    }),
    success: NoPayloadSchema,
  },
  GetSmartAccountEnabledNetworks: {
    request: NoPayloadSchema,
    success: z.object({
      smartAccountEnabledNetworks: z.array(z.int().check(z.positive())).check(z.maxLength(512)),
    }),
  },
  SetPreferredAccount: {
    request: z.object({ type: AccountTypeSchema }),
    success: z.object({ type: AccountTypeSchema, address: AddressSchema }),
  },
  Reload: { request: NoPayloadSchema, success: NoPayloadSchema },
  /** Aborts the open requests: each gets its `<type>Error` reply ('Request was aborted'). */
  Abort: { request: NoPayloadSchema, success: NoPayloadSchema },
  RpcRequest: {
    request: RpcRequestPayloadSchema,
    success: z.object({ result: z.unknown() }),
  },
  /** Opens the export screen inside the frame after re-authentication; the key never leaves it. */
  ExportKey: { request: NoPayloadSchema, success: NoPayloadSchema },
} as const

/** The type of a request the dApp posts to the frame. */
export type FrameRequestType = keyof typeof FRAME_REQUESTS

/** What a request of type `T` carries. */
export type FrameRequestPayload<T extends FrameRequestType> = z.output<
  (typeof FRAME_REQUESTS)[T]['request']
>

/** What the `<T>Success` reply carries. */
export type FrameSuccessPayload<T extends FrameRequestType> = z.output<
  (typeof FRAME_REQUESTS)[T]['success']
>

/** The request types, in table order. */
export const FRAME_REQUEST_TYPES = Object.keys(FRAME_REQUESTS) as FrameRequestType[]
