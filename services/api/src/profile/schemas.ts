import { Type } from '@sinclair/typebox'
import { EvmAddress } from '../indexer/routes/schemas.js'
import { ErrorResponse, ProjectQuery } from '../server/schemas.js'

/** The project query, optional here because createServer's project check reads it first. */
const projectQuery = {
  projectId: Type.Optional(ProjectQuery.properties.projectId),
  st: Type.Optional(ProjectQuery.properties.st),
  sv: Type.Optional(ProjectQuery.properties.sv),
}

/** A name as typed: a label or `<label>.<zone>` (checked by parseAccountName). */
const NameParam = Type.String({ minLength: 1, maxLength: 255 })

/** Every refusal of the name routes: the API's error shape plus `reasons` (spec §8). */
export const ProfileErrorResponse = Type.Object(
  {
    error: ErrorResponse.properties.error,
    // Added after serialisation to the errors of createServer's hooks, so optional here.
    reasons: Type.Optional(Type.Array(Type.Object({ description: Type.String() }))),
  },
  { description: 'A refusal: { error: { code, message }, reasons: [{ description }] }' },
)

/** Error answers of the name routes, for their response schemas (OpenAPI). */
export const PROFILE_ROUTE_ERRORS = {
  400: ProfileErrorResponse,
  401: ProfileErrorResponse,
  403: ProfileErrorResponse,
  404: ProfileErrorResponse,
  409: ProfileErrorResponse,
  429: ProfileErrorResponse,
  502: ProfileErrorResponse,
} as const

/** An account name (spec §7, apiVersion 2). */
export const AccountNameResponse = Type.Object({
  name: Type.String(),
  registered: Type.Integer({ description: 'unix seconds' }),
  updated: Type.Integer({ description: 'unix seconds' }),
  addresses: Type.Record(
    Type.String({ pattern: '^[0-9]+$' }),
    Type.Object({ address: Type.String(), created: Type.Integer() }),
    { description: 'Per ENSIP-11 coin type' },
  ),
  attributes: Type.Array(Type.Record(Type.String(), Type.String())),
})

export const AccountParams = Type.Object({ name: NameParam })
export const AccountQuery = Type.Object({
  /** The answer's shape: 2 (addresses and attributes) is the only one. @default 2 */
  apiVersion: Type.Optional(Type.Integer({ minimum: 2, maximum: 2 })),
  ...projectQuery,
})

export const ReverseParams = Type.Object({ address: EvmAddress })
export const ReverseQuery = Type.Object({
  apiVersion: Type.Optional(Type.Integer({ minimum: 2, maximum: 2 })),
  ...projectQuery,
})
export const ReverseResponse = Type.Array(AccountNameResponse)

export const SuggestionsParams = Type.Object({ name: NameParam })
export const SuggestionsQuery = Type.Object({
  /** The zone of the names. @default the API's zone */
  zone: Type.Optional(Type.String({ minLength: 1, maxLength: 253 })),
  ...projectQuery,
})
export const SuggestionsResponse = Type.Object({
  suggestions: Type.Array(Type.Object({ name: Type.String(), registered: Type.Boolean() })),
})

export const RegisterBody = Type.Object(
  {
    /** ENSIP-11 coin type; above 0xffffffff the route answers 'Invalid chainId'. */
    coin_type: Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER }),
    address: EvmAddress,
    /** JSON of { name, attributes, timestamp } (spec §7). */
    message: Type.String({ minLength: 2, maxLength: 8_192 }),
    /** personal_sign signature: 65 bytes for an EOA; longer for ERC-1271/6492 accounts. */
    signature: Type.String({ pattern: '^0x([0-9a-fA-F]{2})+$', maxLength: 32_768 }),
  },
  { additionalProperties: false },
)
export const RegisterQuery = Type.Object(projectQuery)
export const RegisterResponse = Type.Object({
  success: Type.Literal(true),
  account: AccountNameResponse,
})

/**
 * EIP-3668 gateway requests: the resolver's address and `<callData>.json` (a wildcard: the router
 * limits named parameters to 100 characters, and callData is longer).
 */
export const CcipParams = Type.Object({
  sender: EvmAddress,
  '*': Type.String({ pattern: '^0x([0-9a-fA-F]{2})*\\.json$', maxLength: 16_389 }),
})
export const CcipSenderParams = Type.Object({ sender: EvmAddress })
export const CcipBody = Type.Object({
  sender: EvmAddress,
  data: Type.String({ pattern: '^0x([0-9a-fA-F]{2})*$', maxLength: 16_384 }),
})
export const CcipResponse = Type.Object({ data: Type.String() })
export const CcipErrorResponse = Type.Object({
  message: Type.String(),
  error: ErrorResponse.properties.error,
})
