import { type Static, Type } from '@sinclair/typebox'
import { EvmAddress } from './primitives.js'

/** One address of an account name, per ENSIP-11 coin type. */
export const AccountNameAddress = Type.Object({
  address: Type.String(),
  /** When this address was set, unix seconds. */
  created: Type.Integer(),
})
export type AccountNameAddress = Static<typeof AccountNameAddress>

/** An account name as `GET /v1/profile/account/{name}` answers it (spec §7, apiVersion 2). */
export const AccountName = Type.Object({
  /** The full name, e.g. `satoshi.portico.eth`. */
  name: Type.String(),
  registered: Type.Integer({ description: 'unix seconds' }),
  updated: Type.Integer({ description: 'unix seconds' }),
  /** Keyed by coin type as a decimal string: '60' (Ethereum) or `0x80000000 | chainId`. */
  addresses: Type.Record(Type.String({ pattern: '^[0-9]+$' }), AccountNameAddress, {
    description: 'Per ENSIP-11 coin type',
  }),
  /** Text records (avatar, bio, …); the first entry holds them all. */
  attributes: Type.Array(Type.Record(Type.String(), Type.String())),
})
export type AccountName = Static<typeof AccountName>

/** `GET /v1/profile/reverse/{address}`: the names of an address, newest first. */
export const ReverseNamesResponse = Type.Array(AccountName)
export type ReverseNamesResponse = Static<typeof ReverseNamesResponse>

/** One suggestion: the typed name first, then variants. */
export const NameSuggestion = Type.Object({ name: Type.String(), registered: Type.Boolean() })
export type NameSuggestion = Static<typeof NameSuggestion>

/** `GET /v1/profile/suggestions/{name}`. */
export const NameSuggestionsResponse = Type.Object({ suggestions: Type.Array(NameSuggestion) })
export type NameSuggestionsResponse = Static<typeof NameSuggestionsResponse>

/** `POST /v1/profile/account`'s body. */
export const RegisterNameBody = Type.Object(
  {
    /** ENSIP-11 coin type; above 0xffffffff the route answers 'Invalid chainId'. */
    coin_type: Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER }),
    address: EvmAddress,
    /** JSON of { name, attributes, timestamp } (spec §7; AccountNameMessage). */
    message: Type.String({ minLength: 2, maxLength: 8_192 }),
    /** personal_sign signature: 65 bytes for an EOA; longer for ERC-1271/6492 accounts. */
    signature: Type.String({ pattern: '^0x([0-9a-fA-F]{2})+$', maxLength: 32_768 }),
  },
  { additionalProperties: false },
)
export type RegisterNameBody = Static<typeof RegisterNameBody>

/** What the wallet signs to register a name (spec §7: JSON of name, attributes, timestamp). */
export const AccountNameMessage = Type.Object({
  /** The full name, `<label>.<zone>`. */
  name: Type.String(),
  attributes: Type.Record(Type.String(), Type.String()),
  /** Unix seconds. */
  timestamp: Type.Integer(),
})
export type AccountNameMessage = Static<typeof AccountNameMessage>

/** `POST /v1/profile/account` on success. */
export const RegisterNameResponse = Type.Object({
  success: Type.Literal(true),
  account: AccountName,
})
export type RegisterNameResponse = Static<typeof RegisterNameResponse>
