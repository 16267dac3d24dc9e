import { NoRpcUrlError } from '../errors/network.js'
import { isRetryableError } from './isRetryableError.js'
import { type WithRetryParameters, withRetry } from './withRetry.js'

export type WithFalloverParameters = WithRetryParameters & {
  /** The RPC URLs to try, in order; a network's `rpcUrls.default.http`. */
  urls: readonly string[]
  /** Named by the error when `urls` is empty. */
  chainId?: string | number | undefined
}

/**
 * Runs `request` on the first URL through withRetry (spec §9 "RPC retry: 3 retries, base delay
 * 150 ms doubling", spec §8's retryable failures, Retry-After honoured), and when that URL's tries
 * are spent on a retryable failure, on the next URL, and so on. An error that is not retryable
 * (an answer of the node: a revert, invalid params, HTTP 400) is thrown at once, from any URL; the
 * last URL's last error is thrown when all fail.
 *
 * @example
 * const response = await withFallover((url) => fetch(url, init), { urls: network.rpcUrls.default.http })
 */
export async function withFallover<T>(
  request: (url: string) => Promise<T>,
  { urls, chainId = 'unknown', ...retry }: WithFalloverParameters,
): Promise<T> {
  if (urls.length === 0) throw new NoRpcUrlError(chainId)
  const shouldRetry = retry.shouldRetry ?? isRetryableError
  for (let index = 0; ; index++) {
    const url = urls[index] as string
    try {
      return await withRetry(() => request(url), retry)
    } catch (error) {
      const last = index === urls.length - 1
      if (last || retry.signal?.aborted || !shouldRetry(error)) throw error
    }
  }
}
