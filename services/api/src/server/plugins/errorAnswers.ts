import { answerErrors, toHttpError } from '@portico/kit'
import type { FastifyError } from 'fastify'
import fp from 'fastify-plugin'
import { ApiError } from '../errors.js'

/** The ApiError a thrown error is answered with; undefined: an unexpected server error. */
export function toApiError(error: FastifyError): ApiError | undefined {
  if (error instanceof ApiError) return error
  // Validation issues carry their params; Fastify's own client errors (malformed JSON, empty
  // body…) show their safe, useful messages.
  const known = toHttpError(error, { validationParams: true, fastifyDetails: 'message' })
  return known && new ApiError(...known)
}

/**
 * Every error and unknown route answered in the one shape `{ error: { code, message, details? } }`,
 * never a stack; an unexpected error is logged and answered SERVER_ERROR.
 */
export const errorAnswers = fp(
  async (app) => {
    answerErrors(app, {
      toKnownError: toApiError,
      serverError: () => new ApiError('SERVER_ERROR'),
      notFound: (request) =>
        new ApiError('NOT_FOUND', { details: `${request.method} ${request.url.split('?')[0]}` }),
    })
  },
  { name: 'portico-api-error-answers' },
)
