/** Why a history source gave no answer. */
export type HistorySourceFailure =
  /** No connection, a timeout, or a 5xx. */
  | 'unavailable'
  /** HTTP 429, or Etherscan's 'Max calls per sec rate limit reached'. */
  | 'rate-limited'
  /** The source refused the request (bad key, 4xx, Etherscan's NOTOK). */
  | 'refused'
  /** The answer does not have the source's published shape. */
  | 'malformed'
  /** A cursor this source did not write. */
  | 'invalid-cursor'

/**
 * A history source (Blockscout, Etherscan) that gave no usable answer. Its message names the
 * source and the failure only: never the request's URL, which may carry an API key.
 */
export class HistorySourceError extends Error {
  override name = 'HistorySourceError'
  readonly source: string
  readonly failure: HistorySourceFailure
  /** Seconds the source asked to wait (Retry-After), when it said. */
  readonly retryAfterS: number | undefined

  constructor(
    source: string,
    failure: HistorySourceFailure,
    detail: string,
    retryAfterS?: number | undefined,
  ) {
    super(`${source}: ${failure} (${detail})`)
    this.source = source
    this.failure = failure
    this.retryAfterS = retryAfterS
  }
}
