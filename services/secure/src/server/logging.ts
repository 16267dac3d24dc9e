import type { FastifyServerOptions } from 'fastify'

/**
 * Paths pino replaces with '[redacted]' wherever they appear in a log line: credentials in
 * headers, and every field name the server uses for a secret, should one ever be logged.
 */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  '*.otp',
  '*.code',
  '*.code_verifier',
  '*.codeVerifier',
  '*.session',
  '*.token',
  '*.authShare',
  '*.auth_share',
  '*.recoveryBlob',
  '*.recovery_blob',
  '*.passkeyBlob',
  '*.passkey_blob',
  '*.serverShare',
  '*.server_share',
  '*.evmSignature',
  '*.solanaSignature',
  '*.loginNonce',
  '*.channelToken',
  '*.clientSecret',
  '*.client_secret',
  '*.password',
  '*.pass',
  '*.smtpUrl',
  '*.shareKey',
]

type LoggedRequest = { method?: string; url?: string; ip?: string; routeOptions?: { url?: string } }

/**
 * What a request log line says: method, path without the query (a callback's `code` and `state`,
 * an approval link's `token` travel there) and the client address; no headers.
 */
function serializeRequest(request: LoggedRequest) {
  return {
    method: request.method,
    url: String(request.url ?? '').split('?')[0],
    remoteAddress: request.ip,
  }
}

/** An error as logged: its kind, message and code, never a library's attached request or response. */
function serializeError(error: Error & { code?: unknown; statusCode?: unknown }) {
  return {
    type: error.name,
    message: error.message,
    ...(typeof error.code === 'string' ? { code: error.code } : {}),
    ...(typeof error.statusCode === 'number' ? { statusCode: error.statusCode } : {}),
    stack: error.stack,
  }
}

/** Logger options of the secure server. */
export type SecureLoggerOption =
  | boolean
  | Exclude<FastifyServerOptions['logger'], boolean | undefined>

/** Fastify's logger options with the redaction and serializers above; false for none. */
export function secureLoggerOptions(
  logger: SecureLoggerOption | undefined,
): FastifyServerOptions['logger'] {
  if (!logger) return false
  const base = logger === true ? { level: 'info' } : logger
  return {
    ...base,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: { req: serializeRequest, err: serializeError },
  } as FastifyServerOptions['logger']
}
