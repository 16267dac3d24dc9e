/**
 * Every error the secure server answers, with its status and message. Clients (the frame) see
 * `{ error: { code, message, details? } }` only; spec §8's messages are used verbatim where one
 * applies ('Invalid Project ID', 'Origin Not Allowed', 'Rate Limited', 'Session Expired',
 * 'Failed to connect', 'Failed to connect to farcaster', 'Server Error').
 */
export const SECURE_ERRORS = {
  VALIDATION_ERROR: { statusCode: 400, message: 'Invalid request' },
  BAD_REQUEST: { statusCode: 400, message: 'Bad Request' },
  INVALID_CODE: { statusCode: 400, message: 'Invalid code' },
  CODE_EXPIRED: { statusCode: 400, message: 'Code expired' },
  CODE_LOCKED: { statusCode: 400, message: 'Too many wrong codes: ask for a new code' },
  DEVICE_NOT_APPROVED: { statusCode: 403, message: 'Device not approved' },
  INVALID_PROJECT_ID: { statusCode: 401, message: 'Invalid Project ID' },
  SESSION_EXPIRED: { statusCode: 401, message: 'Session Expired' },
  DPOP_INVALID: { statusCode: 401, message: 'Invalid proof of possession' },
  WILDCARD_ORIGINS: {
    statusCode: 403,
    message:
      'Email and social login need the project’s allowed origins listed: * is for development only',
  },
  WALLET_PROOF_INVALID: {
    statusCode: 400,
    message: 'The wallet proof does not match its addresses',
  },
  ORIGIN_NOT_ALLOWED: { statusCode: 403, message: 'Origin Not Allowed' },
  SOCIAL_FAILED: { statusCode: 401, message: 'Failed to connect' },
  FARCASTER_FAILED: { statusCode: 401, message: 'Failed to connect to farcaster' },
  PROVIDER_UNAVAILABLE: { statusCode: 400, message: 'Login provider not configured' },
  NOT_FOUND: { statusCode: 404, message: 'Not Found' },
  WALLET_EXISTS: { statusCode: 409, message: 'Wallet already created' },
  EMAIL_IN_USE: { statusCode: 409, message: 'Email already in use' },
  NO_EMAIL: { statusCode: 409, message: 'Not connected to email' },
  PAYLOAD_TOO_LARGE: { statusCode: 413, message: 'Payload Too Large' },
  UNSUPPORTED_MEDIA_TYPE: { statusCode: 415, message: 'Unsupported Media Type' },
  RATE_LIMITED: { statusCode: 429, message: 'Rate Limited' },
  SERVER_ERROR: { statusCode: 500, message: 'Server Error' },
  UPSTREAM_ERROR: { statusCode: 502, message: 'Server Error' },
} as const

/** A code of SECURE_ERRORS. */
export type SecureErrorCode = keyof typeof SECURE_ERRORS

/** Options of a SecureError. */
export type SecureErrorOptions = {
  /** What the client may act on (which field, which limit); never internals or secrets. */
  details?: unknown
  /** Extra response headers, e.g. Retry-After. */
  headers?: Record<string, string> | undefined
  cause?: unknown
}

/** An error the secure server answers as is: throw it from a hook or a handler. */
export class SecureError extends Error {
  override name = 'SecureError'
  readonly code: SecureErrorCode
  readonly statusCode: number
  readonly details: unknown
  readonly headers: Record<string, string>

  constructor(code: SecureErrorCode, options: SecureErrorOptions = {}) {
    super(SECURE_ERRORS[code].message, { cause: options.cause })
    this.code = code
    this.statusCode = SECURE_ERRORS[code].statusCode
    this.details = options.details
    this.headers = options.headers ?? {}
  }

  /** The body clients receive. */
  toBody(): { error: { code: string; message: string; details?: unknown } } {
    return {
      error: {
        code: this.code,
        message: this.message,
        ...(this.details === undefined ? {} : { details: this.details }),
      },
    }
  }
}
