import { NodeError } from '../errors/node.js'
import { RequestAbortedError } from '../errors/request.js'
import { RpcError } from '../errors/rpc.js'
import { HttpRequestError, HttpStatusError, HttpTimeoutError } from '../http/errors.js'

/** HTTP statuses an RPC request is retried on (spec §8). */
export const RETRYABLE_HTTP_STATUSES: readonly number[] = [403, 408, 413, 429, 500, 502, 503, 504]

function causeChain(error: unknown): unknown[] {
  const chain: unknown[] = []
  let current: unknown = error
  while (current != null && chain.length < 10) {
    chain.push(current)
    current = current instanceof Error ? current.cause : undefined
  }
  return chain
}

/**
 * The HTTP status an error carries: core's HttpStatusError, viem's HttpRequestError and
 * RpcRequestError (`status`), @solana/kit's HTTP transport error (`context.statusCode`).
 */
function statusOf(error: unknown): number | undefined {
  if (error instanceof HttpStatusError) return error.status
  if (error == null || typeof error !== 'object') return undefined
  const { status, context } = error as { status?: unknown; context?: { statusCode?: unknown } }
  if (typeof status === 'number') return status
  const statusCode = context?.statusCode
  return typeof statusCode === 'number' ? statusCode : undefined
}

function isNetworkFailure(error: unknown): boolean {
  if (error instanceof HttpRequestError || error instanceof HttpTimeoutError) return true
  if (!(error instanceof Error)) return false
  // What fetch itself throws: TypeError('fetch failed') when offline, TimeoutError on a timeout.
  return (
    error.name === 'TimeoutError' ||
    (error.name === 'TypeError' && /fetch|network/i.test(error.message))
  )
}

/**
 * Whether an RPC request that failed with `error` is worth another try (spec §8): network
 * failures and timeouts, and HTTP 403, 408, 413, 429, 500, 502, 503, 504. Never an abort, another
 * HTTP status, or an answer of the node or wallet (JSON-RPC and provider errors such as 4001 user
 * rejected, node errors), which would only be given again. The cause chain is searched.
 */
export function isRetryableError(error: unknown): boolean {
  const chain = causeChain(error)
  if (
    chain.some(
      (e) => e instanceof RequestAbortedError || (e instanceof Error && e.name === 'AbortError'),
    )
  )
    return false
  const status = chain.map(statusOf).find((s) => s !== undefined)
  if (status !== undefined) return RETRYABLE_HTTP_STATUSES.includes(status)
  if (chain.some((e) => e instanceof RpcError || e instanceof NodeError)) return false
  return chain.some(isNetworkFailure)
}
