import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { FastifyInstance } from 'fastify'

/** The header a request id comes in (from a balancer, a caller) and is echoed back in. */
export const REQUEST_ID_HEADER = 'x-request-id'

/**
 * What an incoming request id may look like to be kept: letters, digits, `.`, `_`, `-`, at most
 * 64. Anything else (spaces, quotes, newlines, a long value) could forge or bloat log lines.
 */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9._-]{1,64}$/

/** The id of a request: its `x-request-id` when that matches REQUEST_ID_PATTERN, else a new UUID. */
export function requestIdOf(sent: string | string[] | undefined): string {
  return typeof sent === 'string' && REQUEST_ID_PATTERN.test(sent) ? sent : randomUUID()
}

/**
 * Fastify's options for request ids (spread into `Fastify({...})`): the id from requestIdOf, under
 * Fastify's own label `reqId` on every log line of the request.
 */
export const REQUEST_ID_OPTIONS = {
  requestIdHeader: false,
  genReqId: (request: IncomingMessage) => requestIdOf(request.headers[REQUEST_ID_HEADER]),
} as const

/** Echoes each request's id in the `x-request-id` header of its answer (errors included). */
export function echoRequestIds(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header(REQUEST_ID_HEADER, request.id)
    return payload
  })
}
