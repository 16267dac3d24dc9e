/**
 * Every error the API answers, with its status and message. Clients see `{ error: { code,
 * message, details? } }` and nothing else; the messages of the widget's alerts (spec §8) are
 * used verbatim.
 */
export const API_ERRORS = {
  VALIDATION_ERROR: { statusCode: 400, message: 'Invalid request' },
  BAD_REQUEST: { statusCode: 400, message: 'Bad Request' },
  INVALID_PROJECT_ID: { statusCode: 401, message: 'Invalid Project ID' },
  /** An `x-portico-service-token` that is not PORTICO_SERVICE_TOKEN. */
  INVALID_SERVICE_TOKEN: { statusCode: 401, message: 'Invalid Service Token' },
  ORIGIN_NOT_ALLOWED: { statusCode: 403, message: 'Origin Not Allowed' },
  INVALID_APP_CONFIGURATION: { statusCode: 403, message: 'Invalid App Configuration' },
  NOT_FOUND: { statusCode: 404, message: 'Not Found' },
  PAYLOAD_TOO_LARGE: { statusCode: 413, message: 'Payload Too Large' },
  UNSUPPORTED_MEDIA_TYPE: { statusCode: 415, message: 'Unsupported Media Type' },
  RATE_LIMITED: { statusCode: 429, message: 'Rate Limited' },
  SERVER_ERROR: { statusCode: 500, message: 'Server Error' },
  NOT_READY: { statusCode: 503, message: 'Not Ready' },
  /** Swaps and gas price on a chain without them (spec §8 'Network not supported'). */
  NETWORK_NOT_SUPPORTED: { statusCode: 400, message: 'Network not supported' },
  /** A swap the pools (or the provider) cannot fill. */
  INSUFFICIENT_LIQUIDITY: { statusCode: 400, message: 'Insufficient liquidity' },
  /** A swap provider that failed or is misconfigured. */
  SWAP_PROVIDER_ERROR: { statusCode: 502, message: 'Swap provider error' },
  /** An on-ramp provider that is unknown or not configured on this API. */
  ONRAMP_PROVIDER_NOT_AVAILABLE: { statusCode: 400, message: 'On-ramp provider not available' },
  /** An on-ramp provider's own service failed or answered something unusable. */
  ONRAMP_PROVIDER_ERROR: { statusCode: 502, message: 'On-ramp provider error' },
  /** A sandbox checkout session that passed its 30 minutes. */
  ONRAMP_SESSION_EXPIRED: { statusCode: 410, message: 'Checkout session expired' },
} as const

export type ApiErrorCode = keyof typeof API_ERRORS

/** The one JSON shape of every error answer. */
export type ApiErrorBody = { error: { code: string; message: string; details?: unknown } }

export type ApiErrorOptions = {
  /** Replaces the code's standard message. */
  message?: string | undefined
  /** What the client may act on (which field, which limit); never internals. */
  details?: unknown
  /** Extra response headers, e.g. Retry-After. */
  headers?: Record<string, string> | undefined
  cause?: unknown
}

/** An error the API answers as is: throw it from a hook or a handler. */
export class ApiError extends Error {
  override name = 'ApiError'
  readonly code: ApiErrorCode
  readonly statusCode: number
  readonly details: unknown
  readonly headers: Record<string, string>

  constructor(code: ApiErrorCode, options: ApiErrorOptions = {}) {
    super(options.message ?? API_ERRORS[code].message, { cause: options.cause })
    this.code = code
    this.statusCode = API_ERRORS[code].statusCode
    this.details = options.details
    this.headers = options.headers ?? {}
  }

  /** The body clients receive. */
  toBody(): ApiErrorBody {
    return {
      error: {
        code: this.code,
        message: this.message,
        ...(this.details === undefined ? {} : { details: this.details }),
      },
    }
  }
}
