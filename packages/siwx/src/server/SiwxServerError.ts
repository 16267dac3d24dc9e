/** Why the server refused a sign-in, with the HTTP status a route answers. */
export const SIWX_SERVER_ERRORS = {
  INVALID_MESSAGE: 400,
  DOMAIN_MISMATCH: 401,
  URI_MISMATCH: 401,
  UNSUPPORTED_CHAIN: 401,
  ISSUED_IN_FUTURE: 401,
  EXPIRED: 401,
  NOT_YET_VALID: 401,
  NONCE_INVALID: 401,
  INVALID_SIGNATURE: 401,
  VERIFICATION_UNAVAILABLE: 503,
} as const

export type SiwxServerErrorCode = keyof typeof SIWX_SERVER_ERRORS

/**
 * A sign-in the server refused: `code` says which rule (e.g. NONCE_INVALID for a replay), the
 * message says it in words the dApp may show, `status` is the HTTP status to answer.
 */
export class SiwxServerError extends Error {
  override name = 'SiwxServerError'
  readonly code: SiwxServerErrorCode
  readonly status: number
  constructor(code: SiwxServerErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.code = code
    this.status = SIWX_SERVER_ERRORS[code]
  }
}
