import { PorticoError } from '@portico/core/errors'

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
 * A sign-in the server refused: `code` says which rule (e.g. NONCE_INVALID for a replay),
 * `shortMessage` says it in words the dApp may show (what the routes answer; `message` adds the
 * cause's details for the server's log), `status` is the HTTP status to answer.
 */
export class SiwxServerError extends PorticoError {
  override name = 'SiwxServerError'
  static override readonly docsPath: string = '/errors#siwx-server'
  declare readonly code: SiwxServerErrorCode
  readonly status: number
  constructor(code: SiwxServerErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, { code, cause: options?.cause })
    this.status = SIWX_SERVER_ERRORS[code]
  }
}
