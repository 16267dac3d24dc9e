import { EvmAddress } from '@portico/protocol'
import { Type } from '@sinclair/typebox'
import { ErrorResponse, ProjectQuery } from '../server/schemas.js'

/*
 * The name routes' parameters and queries, their refusals and the EIP-3668 gateway's shapes. The
 * register body and the answers the widget reads (AccountName, ReverseNamesResponse,
 * NameSuggestionsResponse, RegisterNameBody, RegisterNameResponse) are @portico/protocol's.
 */

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

export const SuggestionsParams = Type.Object({ name: NameParam })
export const SuggestionsQuery = Type.Object({
  /** The zone of the names. @default the API's zone */
  zone: Type.Optional(Type.String({ minLength: 1, maxLength: 253 })),
  ...projectQuery,
})
export const RegisterQuery = Type.Object(projectQuery)

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
