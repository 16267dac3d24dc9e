/**
 * The milliseconds a Retry-After header value asks to wait: delay-seconds or an HTTP-date
 * (RFC 9110 §10.2.3), never negative; undefined when absent or unreadable.
 */
export function parseRetryAfterMs(
  header: string | null | undefined,
  now: number,
): number | undefined {
  if (header == null || header.trim() === '') return undefined
  const seconds = Number(header)
  if (Number.isFinite(seconds)) return Math.max(0, seconds) * 1_000
  const date = Date.parse(header)
  return Number.isNaN(date) ? undefined : Math.max(0, date - now)
}

/** The Retry-After header of headers as viem (a Headers) or @solana/kit (a plain object) carry them. */
function retryAfterHeader(headers: unknown): string | undefined {
  if (headers == null || typeof headers !== 'object') return undefined
  if (typeof (headers as Headers).get === 'function')
    return (headers as Headers).get('retry-after') ?? undefined
  for (const [name, value] of Object.entries(headers))
    if (name.toLowerCase() === 'retry-after' && typeof value === 'string') return value
  return undefined
}

/**
 * How long the server that failed a request asked to wait before the next try (spec §8
 * "honouring Retry-After"), searched along the error's cause chain: core's HttpStatusError
 * (`retryAfterS`), viem's HttpRequestError and RpcRequestError (`headers`), @solana/kit's HTTP
 * transport error (`context.headers`).
 */
export function retryAfterMs(error: unknown, now: number = Date.now()): number | undefined {
  let current: unknown = error
  for (let depth = 0; depth < 10 && current != null; depth++) {
    const { retryAfterS, headers, context } = current as {
      retryAfterS?: unknown
      headers?: unknown
      context?: { headers?: unknown }
    }
    if (typeof retryAfterS === 'number' && Number.isFinite(retryAfterS)) return retryAfterS * 1_000
    const ms = parseRetryAfterMs(
      retryAfterHeader(headers) ?? retryAfterHeader(context?.headers),
      now,
    )
    if (ms !== undefined) return ms
    current = current instanceof Error ? current.cause : undefined
  }
  return undefined
}
