import * as z from 'zod/mini'

/**
 * The payload rules of spec §5 ("Embedded-login payloads"), one schema per field, shared by the
 * dApp (`@portico/embedded`) and the secure frame page (`services/secure/frame`).
 */

/** Spec §5 "email valid". */
export const EmailSchema = z.email().check(z.maxLength(254))

/** Spec §5 "otp string". */
export const OtpSchema = z.string().check(z.minLength(1), z.maxLength(64))

/** Spec §5 "social provider one of google, github, apple, facebook, x, discord" (Farcaster signs in by its own flow). */
export const SocialProviderSchema = z.enum([
  'google',
  'github',
  'apple',
  'facebook',
  'x',
  'discord',
])

/** The logins a User can come from: the social providers, Farcaster, or none (email). */
export const UserSocialProviderSchema = z.enum([
  'google',
  'github',
  'apple',
  'facebook',
  'x',
  'discord',
  'farcaster',
])

/** Spec §5 "theme mode light or dark". */
export const ThemeModeSchema = z.enum(['light', 'dark'])

/** Spec §5 "update-email actions VERIFY_PRIMARY_OTP or VERIFY_SECONDARY_OTP". */
export const UpdateEmailActionSchema = z.enum(['VERIFY_PRIMARY_OTP', 'VERIFY_SECONDARY_OTP'])

/** Spec §5 "connect email actions VERIFY_DEVICE, VERIFY_OTP, CONNECT". */
export const ConnectEmailActionSchema = z.enum(['VERIFY_DEVICE', 'VERIFY_OTP', 'CONNECT'])

/** Spec §5 "rpc namespaces eip155, solana, polkadot, bip122, cosmos". */
export const RpcNamespaceSchema = z.enum(['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'])

/** Spec §3/§6 account types. */
export const AccountTypeSchema = z.enum(['eoa', 'smartAccount'])

/** A chain id: a number for EVM chains, a string for the others (a Solana genesis hash prefix). */
export const ChainIdSchema = z.union([
  z.int().check(z.positive()),
  z.string().check(z.minLength(1), z.maxLength(64)),
])

/** An account address; which format depends on the namespace. Addresses only, never keys. */
export const AddressSchema = z.string().check(z.minLength(1), z.maxLength(128))

/** A string starting `0x` (spec §5 "call items need 'to' starting 0x and optional data starting 0x"). */
export const HexPrefixedSchema = z.string().check(z.startsWith('0x'))

/** One call of `wallet_sendCalls` (spec §5). */
export const CallItemSchema = z.object({
  to: HexPrefixedSchema,
  data: z.optional(HexPrefixedSchema),
  value: z.optional(z.string()),
})

/** The dApp's metadata the frame shows on its own screens. */
export const DappMetadataSchema = z.object({
  name: z.string().check(z.maxLength(256)),
  description: z.optional(z.string().check(z.maxLength(1024))),
  url: z.string().check(z.maxLength(2048)),
  icons: z.optional(z.array(z.string().check(z.maxLength(2048))).check(z.maxLength(16))),
})

/** Theme variables the dApp syncs to the frame (strings and numbers only; the frame sanitises them). */
export const ThemeVariablesSchema = z.record(
  z.string().check(z.maxLength(64)),
  z.union([z.string().check(z.maxLength(256)), z.number()]),
)

export { SIWX_LOGIN_ADDRESS_PLACEHOLDER } from './siwxLoginAddressPlaceholder.js'

const RFC3339Schema = z.string().check(z.maxLength(64))

/** A sign-in message (spec §3 "Sign-in message") and its text, as the frame signs it at login. */
export const SiwxMessageSchema = z.object({
  accountAddress: AddressSchema,
  chainId: z.string().check(z.minLength(1), z.maxLength(128)),
  domain: z.string().check(z.minLength(1), z.maxLength(256)),
  uri: z.string().check(z.minLength(1), z.maxLength(2048)),
  version: z.string().check(z.maxLength(16)),
  nonce: z.string().check(z.minLength(1), z.maxLength(128)),
  statement: z.optional(z.string().check(z.maxLength(1024))),
  resources: z.optional(z.array(z.string().check(z.maxLength(2048))).check(z.maxLength(32))),
  requestId: z.optional(z.string().check(z.maxLength(256))),
  issuedAt: z.optional(RFC3339Schema),
  expirationTime: z.optional(RFC3339Schema),
  notBefore: z.optional(RFC3339Schema),
  scheme: z.optional(z.string().check(z.maxLength(32))),
  serializedMessage: z.string().check(z.minLength(1), z.maxLength(8192)),
})

/**
 * The embedded wallet's user as the frame reports it (spec §3 "Embedded-login user"): addresses
 * only, never key material. `address` is the account of the chain asked for. Right after a login
 * whose GetUser carried a sign-in message, `signature`, `message` (the text signed) and
 * `siwxMessage` (its fields with this address) carry the one-click sign-in.
 */
export const UserSchema = z.object({
  email: z.nullable(EmailSchema),
  address: AddressSchema,
  chainId: ChainIdSchema,
  accounts: z
    .array(z.object({ type: AccountTypeSchema, address: AddressSchema }))
    .check(z.maxLength(8)),
  userName: z.optional(z.string().check(z.maxLength(256))),
  socialProvider: z.optional(UserSocialProviderSchema),
  preferredAccountType: AccountTypeSchema,
  smartAccountDeployed: z.boolean(),
  signature: z.optional(z.string().check(z.regex(/^0x[0-9a-fA-F]{130}$/))),
  message: z.optional(z.string().check(z.maxLength(8192))),
  siwxMessage: z.optional(SiwxMessageSchema),
})

/** The embedded wallet's user as the frame reports it: addresses only, never key material. */
export type FrameUser = z.output<typeof UserSchema>

/** A reply's error payload: a message and, for RPC errors, the EIP-1193 / JSON-RPC code. */
export const ErrorPayloadSchema = z.object({
  message: z.string().check(z.maxLength(1000)),
  code: z.optional(z.int()),
})

/** JSON-RPC params: an array or an object. */
const RpcParamsSchema = z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())])

/** Spec §5: every call of a `wallet_sendCalls` request is a valid call item. */
function hasValidCalls(params: unknown): boolean {
  if (!Array.isArray(params)) return false
  const first: unknown = params[0]
  if (typeof first !== 'object' || first === null) return false
  const calls = (first as { calls?: unknown }).calls
  return Array.isArray(calls) && calls.every((call) => CallItemSchema.safeParse(call).success)
}

/** The payload of `RpcRequest`: the namespace, the chain, the method and its params. */
export const RpcRequestPayloadSchema = z
  .object({
    chainNamespace: RpcNamespaceSchema,
    chainId: z.optional(ChainIdSchema),
    method: z.string().check(z.minLength(1), z.maxLength(128)),
    params: z.optional(RpcParamsSchema),
  })
  .check(
    z.refine((p) => p.method !== 'wallet_sendCalls' || hasValidCalls(p.params), {
      message: "wallet_sendCalls: every call needs 'to' starting 0x and optional data starting 0x",
      path: ['params'],
    }),
  )
