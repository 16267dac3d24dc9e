/** An error code's answer: its HTTP status and standard message. */
export type ErrorEntry = { readonly statusCode: number; readonly message: string }

/**
 * The codes every Portico service answers alike, with their status and message; each service's
 * table spreads them and adds its own. The widget's alert messages (spec §8) are used verbatim.
 */
export const HTTP_ERRORS = {
  VALIDATION_ERROR: { statusCode: 400, message: 'Invalid request' },
  BAD_REQUEST: { statusCode: 400, message: 'Bad Request' },
  INVALID_PROJECT_ID: { statusCode: 401, message: 'Invalid Project ID' },
  ORIGIN_NOT_ALLOWED: { statusCode: 403, message: 'Origin Not Allowed' },
  NOT_FOUND: { statusCode: 404, message: 'Not Found' },
  PAYLOAD_TOO_LARGE: { statusCode: 413, message: 'Payload Too Large' },
  UNSUPPORTED_MEDIA_TYPE: { statusCode: 415, message: 'Unsupported Media Type' },
  RATE_LIMITED: { statusCode: 429, message: 'Rate Limited' },
  /** A limit counted in Redis that does not answer: refused rather than let through uncounted. */
  RATE_LIMIT_UNAVAILABLE: {
    statusCode: 503,
    message: 'Rate limits unavailable: try again shortly',
  },
  SERVER_ERROR: { statusCode: 500, message: 'Server Error' },
} as const satisfies Record<string, ErrorEntry>

/** A code of HTTP_ERRORS: every service's table has it. */
export type HttpErrorCode = keyof typeof HTTP_ERRORS

/** The one JSON shape of every error answer of every service. */
export type ErrorBody = { error: { code: string; message: string; details?: unknown } }

/** Options of a ServiceError. */
export type ServiceErrorOptions = {
  /** Replaces the code's standard message. */
  message?: string | undefined
  /** What the client may act on (which field, which limit); never internals or secrets. */
  details?: unknown
  /** Extra response headers, e.g. Retry-After. */
  headers?: Record<string, string> | undefined
  cause?: unknown
}

/**
 * An error a service answers as is, by a code of its error table: throw a subclass (ApiError,
 * SecureError) from a hook or a handler; the service's error handler sends `toBody()`.
 */
export class ServiceError<Code extends string = string> extends Error {
  override name = 'ServiceError'
  readonly code: Code
  readonly statusCode: number
  readonly details: unknown
  readonly headers: Record<string, string>

  constructor(
    table: Readonly<Record<Code, ErrorEntry>>,
    code: Code,
    options: ServiceErrorOptions = {},
  ) {
    super(options.message ?? table[code].message, { cause: options.cause })
    this.code = code
    this.statusCode = table[code].statusCode
    this.details = options.details
    this.headers = options.headers ?? {}
  }

  /** The body clients receive. */
  toBody(): ErrorBody {
    return {
      error: {
        code: this.code,
        message: this.message,
        ...(this.details === undefined ? {} : { details: this.details }),
      },
    }
  }
}
