import type { FastifyReply, FastifyRequest } from 'fastify'
import { HistorySourceError } from '../../history/HistorySourceError.js'
import { API_ERRORS } from '../../server/errors.js'

/**
 * Answers a history source's failure: a cursor that is none → 400 INVALID_CURSOR; down,
 * rate-limited, refused or malformed → 503 CHAIN_UNAVAILABLE with `{ chainId, source, reason }`
 * (and the source's Retry-After), never an empty page. Logs the source and the reason only — not
 * the request's URL, which may carry an API key. Other errors are thrown on.
 */
export function answerHistorySourceError(
  request: FastifyRequest,
  reply: FastifyReply,
  error: unknown,
  chainId: string | undefined,
) {
  if (!(error instanceof HistorySourceError)) throw error
  if (error.failure === 'invalid-cursor')
    return reply.code(400).send({ error: { code: 'INVALID_CURSOR', message: 'Invalid cursor' } })
  request.log.warn(
    { chainId, source: error.source, reason: error.failure },
    'history source failed',
  )
  if (error.retryAfterS !== undefined) reply.header('retry-after', String(error.retryAfterS))
  const { statusCode, message } = API_ERRORS.CHAIN_UNAVAILABLE
  return reply.code(statusCode).send({
    error: {
      code: 'CHAIN_UNAVAILABLE',
      message,
      details: { chainId, source: error.source, reason: error.failure },
    },
  })
}
