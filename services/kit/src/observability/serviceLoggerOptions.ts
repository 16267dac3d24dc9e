import type { FastifyServerOptions } from 'fastify'
import { SERVICE_TOKEN_HEADER } from '../config/serviceToken.js'

/** Headers that carry credentials: never in a log line. */
const SECRET_HEADERS = [
  'authorization',
  'cookie',
  'set-cookie',
  'dpop',
  'x-api-key',
  SERVICE_TOKEN_HEADER,
]

/**
 * Field names the services give secrets (tokens, one-time codes, sessions, key shares, keys,
 * passwords): redacted at the top of a log line and one level down (`{ body: { otp } }`).
 */
export const SECRET_FIELDS = [
  'otp',
  'code',
  'code_verifier',
  'codeVerifier',
  'session',
  'token',
  'accessToken',
  'refreshToken',
  'idToken',
  'jwt',
  'authShare',
  'auth_share',
  'recoveryBlob',
  'recovery_blob',
  'passkeyBlob',
  'passkey_blob',
  'serverShare',
  'server_share',
  'share',
  'shareKey',
  'evmSignature',
  'solanaSignature',
  'loginNonce',
  'channelToken',
  'clientSecret',
  'client_secret',
  'password',
  'pass',
  'secret',
  'privateKey',
  'gatewayKey',
  'apiKey',
  'smtpUrl',
  'symKey',
]

/**
 * Paths pino replaces with '[redacted]' wherever they appear in a log line: credential headers
 * (of a request, a response, or a bare `headers` object) and every SECRET_FIELDS name.
 */
export const REDACTED_LOG_PATHS: readonly string[] = [
  ...['req.headers', 'res.headers', 'headers'].flatMap((at) =>
    SECRET_HEADERS.map((header) => `${at}["${header}"]`),
  ),
  ...SECRET_FIELDS.flatMap((field) => [field, `*.${field}`]),
]

type LoggedRequest = { method?: string; url?: string; ip?: string }

/**
 * What a request log line says: method, path without the query (a callback's `code` and `state`,
 * an approval link's `token` travel there) and the client address; no headers.
 */
export function serializeLoggedRequest(request: LoggedRequest) {
  return {
    method: request.method,
    url: String(request.url ?? '').split('?')[0],
    remoteAddress: request.ip,
  }
}

/** An error as logged: its kind, message and code, never a library's attached request or response. */
export function serializeLoggedError(error: Error & { code?: unknown; statusCode?: unknown }) {
  return {
    type: error.name,
    message: error.message,
    // Not `code`: that name is redacted (a one-time code), and the error's code must show.
    ...(typeof error.code === 'string' ? { errorCode: error.code } : {}),
    ...(typeof error.statusCode === 'number' ? { statusCode: error.statusCode } : {}),
    stack: error.stack,
  }
}

/** A service's logger setting: false for none, true for JSON lines at info, or pino options. */
export type ServiceLoggerOption =
  | boolean
  | Exclude<FastifyServerOptions['logger'], boolean | undefined>

/**
 * Fastify's logger options for a Portico service (pino: one JSON line per entry) with the
 * redaction above (plus `extraRedactPaths`) and the request and error serializers, which cannot
 * be turned off by the options given; false for no logging.
 */
export function serviceLoggerOptions(
  logger: ServiceLoggerOption | undefined,
  extraRedactPaths: readonly string[] = [],
): FastifyServerOptions['logger'] {
  if (!logger) return false
  const base = logger === true ? { level: 'info' } : logger
  return {
    ...base,
    redact: { paths: [...REDACTED_LOG_PATHS, ...extraRedactPaths], censor: '[redacted]' },
    serializers: { req: serializeLoggedRequest, err: serializeLoggedError },
  } as FastifyServerOptions['logger']
}
