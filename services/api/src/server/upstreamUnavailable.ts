import { ApiError } from './errors.js'

/**
 * Why a chain's RPC or price provider could not answer: `rate-limited` (HTTP 429, or a JSON-RPC
 * "limit exceeded"), `unreachable` (refused, no route, DNS), `timeout`, `http-error` (another
 * HTTP status), `bad-answer` (an answer that is not what was asked for), `rpc-error` (the node
 * answered an error).
 */
export type UpstreamFailureReason =
  | 'rate-limited'
  | 'unreachable'
  | 'timeout'
  | 'http-error'
  | 'bad-answer'
  | 'rpc-error'

/** The reason of a failure and, when the upstream said so, how many seconds to wait. */
export type UpstreamFailure = { reason: UpstreamFailureReason; retryAfterS?: number | undefined }

/** JSON-RPC's "limit exceeded" (EIP-1474), what rate-limited nodes answer with HTTP 200. */
const JSON_RPC_LIMIT_EXCEEDED = -32005

type ErrorLike = {
  name?: unknown
  code?: unknown
  status?: unknown
  headers?: unknown
  cause?: unknown
}

/** The error and its causes, outermost first (at most 16, against cycles). */
function causesOf(error: unknown): ErrorLike[] {
  const chain: ErrorLike[] = []
  let current = error
  while (current && typeof current === 'object' && chain.length < 16) {
    chain.push(current as ErrorLike)
    current = (current as ErrorLike).cause
  }
  return chain
}

function retryAfterOf(headers: unknown): number | undefined {
  if (!headers || typeof (headers as Headers).get !== 'function') return undefined
  const value = (headers as Headers).get('retry-after')
  if (!value) return undefined
  const seconds = /^\d+$/.test(value.trim())
    ? Number(value)
    : Math.ceil((Date.parse(value) - Date.now()) / 1_000)
  return Number.isFinite(seconds) && seconds > 0 ? seconds : undefined
}

/**
 * Classifies a failure of an upstream call (viem's errors and plain fetch errors, walking their
 * causes). Only the classification leaves the service: URLs can carry keys, so no message does.
 */
export function classifyUpstreamFailure(error: unknown): UpstreamFailure {
  const chain = causesOf(error)
  for (const e of chain) {
    if (e.status === 429 || e.code === JSON_RPC_LIMIT_EXCEEDED) {
      const retryAfterS = retryAfterOf(e.headers)
      return retryAfterS === undefined
        ? { reason: 'rate-limited' }
        : { reason: 'rate-limited', retryAfterS }
    }
  }
  for (const e of chain) {
    if (e.name === 'TimeoutError' || e.name === 'AbortError' || e.code === 'ETIMEDOUT')
      return { reason: 'timeout' }
    if (
      typeof e.code === 'string' &&
      [
        'ECONNREFUSED',
        'ECONNRESET',
        'ENOTFOUND',
        'EHOSTUNREACH',
        'ENETUNREACH',
        'EAI_AGAIN',
      ].includes(e.code)
    )
      return { reason: 'unreachable' }
  }
  for (const e of chain) {
    if (typeof e.status === 'number') return { reason: 'http-error' }
    if (e.name === 'UpstreamAnswerError') return { reason: 'bad-answer' }
  }
  // fetch's "fetch failed" TypeError without a code: nothing answered.
  if (chain.some((e) => e.name === 'TypeError')) return { reason: 'unreachable' }
  return { reason: 'rpc-error' }
}

/** An upstream answer that is not what was asked for (malformed JSON, a wrong shape). */
export class UpstreamAnswerError extends Error {
  override name = 'UpstreamAnswerError'
}

const REASON_TEXT: Record<UpstreamFailureReason, string> = {
  'rate-limited': 'is rate-limited',
  unreachable: 'cannot be reached',
  timeout: 'did not answer in time',
  'http-error': 'answered an HTTP error',
  'bad-answer': 'answered something unusable',
  'rpc-error': 'answered an error',
}

function unavailable(
  code: 'CHAIN_UNAVAILABLE' | 'PRICE_PROVIDER_UNAVAILABLE',
  what: string,
  caipNetworkId: string,
  cause: unknown,
): ApiError {
  if (cause instanceof ApiError) return cause
  const { reason, retryAfterS } = classifyUpstreamFailure(cause)
  return new ApiError(code, {
    message: `${what} of ${caipNetworkId} ${REASON_TEXT[reason]}`,
    details: { chainId: caipNetworkId, reason },
    headers: retryAfterS === undefined ? undefined : { 'retry-after': String(retryAfterS) },
    cause,
  })
}

/**
 * 503 CHAIN_UNAVAILABLE naming the chain and why its RPC failed (e.g. "The RPC of eip155:1 is
 * rate-limited", details `{ chainId, reason }`, the upstream's Retry-After passed on).
 */
export function chainUnavailable(caipNetworkId: string, cause: unknown): ApiError {
  return unavailable('CHAIN_UNAVAILABLE', 'The RPC', caipNetworkId, cause)
}

/** 503 PRICE_PROVIDER_UNAVAILABLE naming the chain and why its price provider failed. */
export function priceProviderUnavailable(caipNetworkId: string, cause: unknown): ApiError {
  return unavailable('PRICE_PROVIDER_UNAVAILABLE', 'The price provider', caipNetworkId, cause)
}
