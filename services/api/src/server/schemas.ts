import { ErrorResponse } from '@portico/kit'
import { type Static, Type } from '@sinclair/typebox'

/**
 * The query every project route carries (spec §7: projectId, sdk type st, sdk version sv).
 * Route schemas spread its properties into their own: `Type.Object({ ...ProjectQuery.properties, page: … })`.
 */
export const ProjectQuery = Type.Object({
  projectId: Type.String({ minLength: 1, maxLength: 128, description: 'The project id' }),
  st: Type.String({ minLength: 1, maxLength: 64, description: 'SDK type, e.g. portico' }),
  sv: Type.String({ minLength: 1, maxLength: 64, description: 'SDK version, e.g. js-0.1.0' }),
})
export type ProjectQuery = Static<typeof ProjectQuery>

/** The one error shape, for route response schemas (the kit's). */
export { ErrorResponse }

/** Error answers a project route may give, for its response schema (OpenAPI). */
export const PROJECT_ROUTE_ERRORS = {
  400: ErrorResponse,
  401: ErrorResponse,
  403: ErrorResponse,
  429: ErrorResponse,
} as const
