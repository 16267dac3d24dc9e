import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify'
import { RateLimitUnavailableError } from '../rateLimit/RateLimitUnavailableError.js'
import type { HttpErrorCode, ServiceError, ServiceErrorOptions } from './ServiceError.js'

/** How a service words Fastify's own errors. */
export type ToHttpErrorOptions = {
  /** Each validation issue also carries its validator params (when it has any). @default false */
  validationParams?: boolean | undefined
  /** What a Fastify client error (`FST_…`) shows in `details`: its code or its message. @default 'code' */
  fastifyDetails?: 'code' | 'message' | undefined
}

/**
 * The code and options a Fastify error (a failed validation, a body too large, a malformed
 * request…) is answered with; undefined for a server error, which is logged and answered
 * SERVER_ERROR without its message.
 */
export function toHttpError(
  error: FastifyError,
  { validationParams = false, fastifyDetails = 'code' }: ToHttpErrorOptions = {},
): [HttpErrorCode, ServiceErrorOptions] | undefined {
  // A shared rate limit that cannot be counted (Redis down): 503, and the client may retry.
  if (error instanceof RateLimitUnavailableError)
    return ['RATE_LIMIT_UNAVAILABLE', { headers: { 'retry-after': '1' } }]
  if (error.validation)
    return [
      'VALIDATION_ERROR',
      {
        details: error.validation.map((issue) => ({
          in: error.validationContext,
          path: issue.instancePath || '/',
          message: issue.message,
          ...(validationParams && issue.params && Object.keys(issue.params).length
            ? { params: issue.params }
            : {}),
        })),
      },
    ]
  const status = error.statusCode ?? 500
  if (status === 413) return ['PAYLOAD_TOO_LARGE', {}]
  if (status === 415) return ['UNSUPPORTED_MEDIA_TYPE', {}]
  if (status === 429) return ['RATE_LIMITED', {}]
  // Fastify's own client errors (malformed JSON, empty body…) carry safe, useful codes and messages.
  if (status >= 400 && status < 500)
    return [
      'BAD_REQUEST',
      {
        details: error.code?.startsWith('FST_')
          ? fastifyDetails === 'message'
            ? error.message
            : error.code
          : undefined,
      },
    ]
  return undefined
}

/** Sends `error` in the one shape, with its status and headers. */
export function sendError(reply: FastifyReply, error: ServiceError): FastifyReply {
  return reply.code(error.statusCode).headers(error.headers).send(error.toBody())
}

/**
 * Fastify's `frameworkErrors` option: the router's own errors (a malformed percent-encoding, an
 * over-long path id) skip the error handler; they are answered in the one shape too, without
 * echoing the URL.
 */
export function answerFrameworkErrors(
  badRequest: (fastifyCode: string) => ServiceError,
): NonNullable<FastifyServerOptions['frameworkErrors']> {
  return (error, _request, reply) => {
    const answer = badRequest(error.code)
    void (reply as unknown as FastifyReply).code(answer.statusCode).send(answer.toBody())
  }
}

/** What a service answers for errors and unknown routes. */
export type AnswerErrorsParameters = {
  /** The service's own error for a thrown one it knows; undefined: a server error. */
  toKnownError(error: FastifyError): ServiceError | undefined
  /** The answer to an error nobody expected (logged with its stack, never sent). */
  serverError(): ServiceError
  /** The answer to a route that does not exist. */
  notFound(request: FastifyRequest): ServiceError
}

/**
 * Installs the error and not-found handlers: every error is answered as
 * `{ error: { code, message, details? } }`, never with a stack.
 */
export function answerErrors(
  app: FastifyInstance,
  { toKnownError, serverError, notFound }: AnswerErrorsParameters,
): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const known = toKnownError(error)
    if (!known) request.log.error({ err: error }, 'request failed')
    return sendError(reply, known ?? serverError())
  })
  app.setNotFoundHandler((request, reply) => {
    const answer = notFound(request)
    return reply.code(answer.statusCode).send(answer.toBody())
  })
}
