import {
  HTTP_ERRORS,
  type RateLimitRefusal,
  rateLimitedOptions,
  ServiceError,
  type ServiceErrorOptions,
} from '@portico/kit'

/**
 * Every error the API answers, with its status and message. Clients see `{ error: { code,
 * message, details? } }` and nothing else; the messages of the widget's alerts (spec §8) are
 * used verbatim. The codes every service shares come from the kit's HTTP_ERRORS.
 */
export const API_ERRORS = {
  ...HTTP_ERRORS,
  /** An `x-portico-service-token` that is not PORTICO_SERVICE_TOKEN. */
  INVALID_SERVICE_TOKEN: { statusCode: 401, message: 'Invalid Service Token' },
  INVALID_APP_CONFIGURATION: { statusCode: 403, message: 'Invalid App Configuration' },
  NOT_READY: { statusCode: 503, message: 'Not Ready' },
  /** A chain's RPC that is down, rate-limited or answering errors (details: chainId, reason). */
  CHAIN_UNAVAILABLE: { statusCode: 503, message: 'Chain unavailable' },
  /** A chain's price provider that is down, rate-limited or answering nonsense (details: chainId, reason). */
  PRICE_PROVIDER_UNAVAILABLE: { statusCode: 503, message: 'Price provider unavailable' },
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
export type { ErrorBody as ApiErrorBody } from '@portico/kit'

export type ApiErrorOptions = ServiceErrorOptions

/** An error the API answers as is: throw it from a hook or a handler. */
export class ApiError extends ServiceError<ApiErrorCode> {
  override name = 'ApiError'

  constructor(code: ApiErrorCode, options: ApiErrorOptions = {}) {
    super(API_ERRORS, code, options)
  }
}

/** RATE_LIMITED for a limiter's refusal: the seconds to wait in `details` and Retry-After. */
export function rateLimited(refusal: RateLimitRefusal): ApiError {
  return new ApiError('RATE_LIMITED', rateLimitedOptions(refusal))
}
