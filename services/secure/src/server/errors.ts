import { HTTP_ERRORS, ServiceError, type ServiceErrorOptions } from '@portico/kit'

/**
 * Every error the secure server answers, with its status and message. Clients (the frame) see
 * `{ error: { code, message, details? } }` only; spec §8's messages are used verbatim where one
 * applies ('Invalid Project ID', 'Origin Not Allowed', 'Rate Limited', 'Session Expired',
 * 'Failed to connect', 'Failed to connect to farcaster', 'Server Error'). The codes every service
 * shares come from the kit's HTTP_ERRORS.
 */
export const SECURE_ERRORS = {
  ...HTTP_ERRORS,
  INVALID_CODE: { statusCode: 400, message: 'Invalid code' },
  CODE_EXPIRED: { statusCode: 400, message: 'Code expired' },
  CODE_LOCKED: { statusCode: 400, message: 'Too many wrong codes: ask for a new code' },
  DEVICE_NOT_APPROVED: { statusCode: 403, message: 'Device not approved' },
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
  SOCIAL_FAILED: { statusCode: 401, message: 'Failed to connect' },
  FARCASTER_FAILED: { statusCode: 401, message: 'Failed to connect to farcaster' },
  PROVIDER_UNAVAILABLE: { statusCode: 400, message: 'Login provider not configured' },
  WALLET_EXISTS: { statusCode: 409, message: 'Wallet already created' },
  EMAIL_IN_USE: { statusCode: 409, message: 'Email already in use' },
  NO_EMAIL: { statusCode: 409, message: 'Not connected to email' },
  UPSTREAM_ERROR: { statusCode: 502, message: 'Server Error' },
} as const

/** A code of SECURE_ERRORS. */
export type SecureErrorCode = keyof typeof SECURE_ERRORS

/** Options of a SecureError (its message is always the code's). */
export type SecureErrorOptions = Omit<ServiceErrorOptions, 'message'>

/** An error the secure server answers as is: throw it from a hook or a handler. */
export class SecureError extends ServiceError<SecureErrorCode> {
  override name = 'SecureError'

  constructor(code: SecureErrorCode, options: SecureErrorOptions = {}) {
    super(SECURE_ERRORS, code, { ...options, message: undefined })
  }
}
