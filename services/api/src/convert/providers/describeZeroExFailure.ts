import { isRecord } from './readZeroExAnswer.js'

export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}

/** A refusal in words: the status, 0x's error name and message, its details and request id. */
export function describeRefusal(status: number, body: unknown): string {
  const error = isRecord(body) ? body : {}
  const text = (value: unknown) => (typeof value === 'string' ? value.slice(0, 200) : undefined)
  const details =
    isRecord(error.data) && Array.isArray(error.data.details) ? error.data.details : []
  const reasons = details
    .filter(isRecord)
    .slice(0, 3)
    .map((detail) => `${text(detail.field) ?? '?'}: ${text(detail.reason) ?? '?'}`)
  const what = [text(error.name), text(error.message), ...reasons].filter(Boolean).join('; ')
  const zid = isRecord(error.data) ? text(error.data.zid) : undefined
  const headline =
    status === 401 || status === 403
      ? `0x refused the API key or the request (HTTP ${status})`
      : status === 429
        ? '0x rate-limited the request (HTTP 429)'
        : status >= 500
          ? `0x failed (HTTP ${status})`
          : `0x rejected the request (HTTP ${status})`
  return `${headline}${what ? `: ${what}` : ''}${zid ? ` [zid ${zid}]` : ''}`
}

export function describeFailure(error: unknown): string {
  const cause = (error as { cause?: { code?: unknown; message?: unknown } } | null)?.cause
  if (typeof cause?.code === 'string') return cause.code
  if (typeof cause?.message === 'string') return cause.message
  return error instanceof Error ? error.message : String(error)
}

export function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')
}
