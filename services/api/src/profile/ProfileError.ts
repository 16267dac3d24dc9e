import { ServiceError } from '@portico/kit'

/**
 * Every refusal of the account-name routes, with its status and the reason the widget shows
 * (spec §8: "Name API errors show the first reason description if present").
 */
export const PROFILE_ERRORS = {
  INVALID_NAME: { statusCode: 400, message: 'Invalid name' },
  INVALID_ZONE: { statusCode: 400, message: 'Unknown zone' },
  INVALID_MESSAGE: { statusCode: 400, message: 'Invalid message' },
  INVALID_CHAIN_ID: { statusCode: 400, message: 'Invalid chainId' },
  UNSUPPORTED_CHAIN: { statusCode: 400, message: 'Unsupported chain' },
  STALE_MESSAGE: { statusCode: 400, message: 'Message timestamp is too old' },
  FUTURE_MESSAGE: { statusCode: 400, message: 'Message timestamp is in the future' },
  INVALID_SIGNATURE: { statusCode: 401, message: 'Invalid signature' },
  NAME_NOT_FOUND: { statusCode: 404, message: 'Name not found' },
  NAME_TAKEN: { statusCode: 409, message: 'Name is already taken' },
  REPLAYED_MESSAGE: { statusCode: 409, message: 'Message was already used' },
  OUTDATED_MESSAGE: {
    statusCode: 409,
    message: 'Message timestamp is not newer than the last accepted one',
  },
  SIGNATURE_CHECK_FAILED: { statusCode: 502, message: 'The chain could not check the signature' },
  CHAIN_UNAVAILABLE: {
    statusCode: 502,
    message: 'The chain could not be reached to check the name',
  },
} as const

export type ProfileErrorCode = keyof typeof PROFILE_ERRORS

/** The body of a refusal: the API's one error shape plus the name API's `reasons`. */
export type ProfileErrorBody = {
  error: { code: string; message: string; details?: unknown }
  reasons: { description: string }[]
}

/** A refusal of an account-name route; `message` is the reason's description. */
export class ProfileError extends ServiceError<ProfileErrorCode> {
  override name = 'ProfileError'
  constructor(code: ProfileErrorCode, options: { message?: string; cause?: unknown } = {}) {
    super(PROFILE_ERRORS, code, options)
  }

  override toBody(): ProfileErrorBody {
    return {
      error: { code: this.code, message: this.message },
      reasons: [{ description: this.message }],
    }
  }
}

/** Adds `reasons` to an error body of the API (`{ error: { code, message } }`) that lacks them. */
export function withReasons(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || 'reasons' in body) return body
  const error = (body as { error?: { message?: unknown } }).error
  if (typeof error?.message !== 'string') return body
  return { ...body, reasons: [{ description: error.message }] }
}
