import { OnrampProviderId } from '@portico/protocol'
import { type Static, Type } from '@sinclair/typebox'
import { ErrorResponse, ProjectQuery } from '../server/schemas.js'

/*
 * The on-ramp routes' query. Their bodies and answers (OnrampOptionsResponse, OnrampQuoteBody,
 * OnrampQuoteResponse, OnrampUrlBody, OnrampUrlResponse) are @portico/protocol's.
 */

/** The project query, optional here because createServer's project check reads it first. */
const projectQuery = {
  projectId: Type.Optional(ProjectQuery.properties.projectId),
  st: Type.Optional(ProjectQuery.properties.st),
  sv: Type.Optional(ProjectQuery.properties.sv),
}

export const OptionsQuery = Type.Object({
  ...projectQuery,
  /** One provider's options; without it the union of every provider's. */
  provider: Type.Optional(OnrampProviderId),
})
export type OptionsQuery = Static<typeof OptionsQuery>

/** Error answers of the on-ramp routes, for their response schemas (OpenAPI). */
export const ONRAMP_ROUTE_ERRORS = {
  400: ErrorResponse,
  401: ErrorResponse,
  403: ErrorResponse,
  429: ErrorResponse,
  502: ErrorResponse,
} as const
