export { EnvelopeSchema, FRAME_CHANNEL, MessageIdSchema } from './channel.js'
export {
  createFrameError,
  createFrameEvent,
  createFrameRequest,
  createFrameSuccess,
} from './createFrameMessage.js'
export {
  FRAME_EVENTS,
  type FrameEventPayload,
  type FrameEventType,
  type FrameView,
  FrameViewSchema,
} from './events.js'
export { parseFrameMessage } from './parseFrameMessage.js'
export { isFrameRequestType, parseFrameRequest } from './parseFrameRequest.js'
export {
  AccountTypeSchema,
  AddressSchema,
  CallItemSchema,
  ChainIdSchema,
  ConnectEmailActionSchema,
  DappMetadataSchema,
  EmailSchema,
  ErrorPayloadSchema,
  type FrameUser,
  HexPrefixedSchema,
  OtpSchema,
  RpcNamespaceSchema,
  RpcRequestPayloadSchema,
  SIWX_LOGIN_ADDRESS_PLACEHOLDER,
  SiwxMessageSchema,
  SocialProviderSchema,
  ThemeModeSchema,
  ThemeVariablesSchema,
  UpdateEmailActionSchema,
  UserSchema,
  UserSocialProviderSchema,
} from './payloads.js'
export {
  FRAME_REQUEST_TYPES,
  FRAME_REQUESTS,
  type FrameRequestPayload,
  type FrameRequestType,
  type FrameSuccessPayload,
  NoPayloadSchema,
} from './requests.js'
export { parseSocialResult, type SocialResult, SocialResultSchema } from './socialResult.js'
export type {
  FrameErrorPayload,
  FrameEventMessage,
  FrameReplyMessage,
  FrameRequest,
  ParsedFrameEvent,
  ParsedFrameMessage,
  ParsedFrameReply,
} from './types.js'
