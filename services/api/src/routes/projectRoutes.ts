import type { AnalyticsPayload, RemoteConfigResponse } from '@portico/core'
import {
  ERROR_REPORT_MESSAGE_MAX_CHARS,
  ERROR_REPORT_STACK_MAX_CHARS,
  ERROR_REPORT_TYPE_MAX_CHARS,
} from '@portico/core/internal'
import { type Static, Type } from '@sinclair/typebox'
import { ApiError } from '../server/errors.js'
import { requireProject } from '../server/requireProject.js'
import { PROJECT_ROUTE_ERRORS, ProjectQuery } from '../server/schemas.js'
import type { RoutePlugin } from './index.js'

/** The largest analytics event accepted, in bytes. */
export const MAX_ANALYTICS_EVENT_BYTES = 16 * 1024

const RemoteConfigResponseSchema = Type.Object({
  features: Type.Array(
    Type.Object({
      id: Type.String(),
      isEnabled: Type.Boolean(),
      config: Type.Optional(Type.Unknown()),
    }),
  ),
})

const AllowedOriginsResponse = Type.Object({ allowedOrigins: Type.Array(Type.String()) })

const AnalyticsConfigResponse = Type.Object({ isAnalyticsEnabled: Type.Boolean() })

/** The body of `POST /e` (spec §7); @portico/core's AnalyticsPayload is what the widget sends. */
export const AnalyticsEventBody = Type.Object({
  eventId: Type.String({ minLength: 1, maxLength: 128 }),
  url: Type.String({ maxLength: 2_048 }),
  domain: Type.String({ maxLength: 253 }),
  timestamp: Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER }),
  props: Type.Object(
    {
      type: Type.Union([Type.Literal('track'), Type.Literal('error')]),
      event: Type.String({ minLength: 1, maxLength: 128 }),
      // The widget clips its reports to the same limits (toErrorProps).
      errorType: Type.Optional(Type.String({ maxLength: ERROR_REPORT_TYPE_MAX_CHARS })),
      errorMessage: Type.Optional(Type.String({ maxLength: ERROR_REPORT_MESSAGE_MAX_CHARS })),
      stackTrace: Type.Optional(Type.String({ maxLength: ERROR_REPORT_STACK_MAX_CHARS })),
    },
    { additionalProperties: false },
  ),
})

const AnalyticsEventResponse = Type.Object({
  status: Type.Union([Type.Literal('stored'), Type.Literal('duplicate')]),
})

// The widget's wire types and these schemas must agree, both ways.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
true satisfies Same<Static<typeof AnalyticsEventBody>, AnalyticsPayload>
true satisfies Same<Static<typeof RemoteConfigResponseSchema>, RemoteConfigResponse>

/**
 * The project's own routes (spec §7): its remote features, its allowed origins, whether it takes
 * analytics, and analytics ingestion.
 */
export const projectRoutes: RoutePlugin = (context) => async (app) => {
  app.get<{ Querystring: ProjectQuery }>(
    '/appkit/v1/config',
    {
      schema: {
        tags: ['projects'],
        summary: "The project's remote feature configuration",
        querystring: ProjectQuery,
        response: { 200: RemoteConfigResponseSchema, ...PROJECT_ROUTE_ERRORS },
      },
    },
    async (request): Promise<RemoteConfigResponse> => ({
      features: requireProject(request).features,
    }),
  )

  app.get<{ Querystring: ProjectQuery }>(
    '/projects/v1/origins',
    {
      schema: {
        tags: ['projects'],
        summary: "The project's allowed origins (wildcard patterns)",
        querystring: ProjectQuery,
        response: { 200: AllowedOriginsResponse, ...PROJECT_ROUTE_ERRORS },
      },
    },
    async (request) => ({ allowedOrigins: requireProject(request).allowedOrigins }),
  )

  app.get<{ Querystring: ProjectQuery }>(
    '/getAnalyticsConfig',
    {
      schema: {
        tags: ['projects'],
        summary: 'Whether the project takes analytics',
        querystring: ProjectQuery,
        response: { 200: AnalyticsConfigResponse, ...PROJECT_ROUTE_ERRORS },
      },
    },
    async (request) => ({ isAnalyticsEnabled: requireProject(request).analyticsEnabled }),
  )

  app.post<{ Querystring: ProjectQuery; Body: Static<typeof AnalyticsEventBody> }>(
    '/e',
    {
      bodyLimit: MAX_ANALYTICS_EVENT_BYTES,
      config: { rateLimitGroup: 'analytics' },
      schema: {
        tags: ['analytics'],
        summary: 'Analytics and error reporting: one event, stored once per eventId',
        querystring: ProjectQuery,
        body: AnalyticsEventBody,
        response: { 200: AnalyticsEventResponse, ...PROJECT_ROUTE_ERRORS },
      },
    },
    async (request) => {
      const project = requireProject(request)
      // The widget shows 'Invalid App Configuration' once on this answer and stops sending.
      if (!project.analyticsEnabled)
        throw new ApiError('INVALID_APP_CONFIGURATION', {
          details: 'analytics are off for this project',
        })
      const { eventId, url, domain, timestamp, props } = request.body
      const result = await context.db
        .insertInto('analytics_events')
        .values({
          project_id: project.id,
          event_id: eventId,
          url,
          domain,
          timestamp,
          props: JSON.stringify(props),
          received_at: context.now(),
        })
        .onConflict((conflict) => conflict.columns(['project_id', 'event_id']).doNothing())
        .executeTakeFirst()
      return { status: Number(result.numInsertedOrUpdatedRows ?? 0) > 0 ? 'stored' : 'duplicate' }
    },
  )
}
