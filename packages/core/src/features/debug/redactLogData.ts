/** What a redacted value is replaced with in the debug log. */
export const REDACTED = '[redacted]'

/**
 * Keys whose values never enter the debug log: credentials, signatures, one-time codes and
 * sessions (docs/debug-log.md#what-is-never-logged).
 */
const SECRET_KEY =
  /secret|password|passphrase|token|signature|private|mnemonic|seed|otp|cookie|jwt|apikey|authorization|^code$|^nonce$|^session/i

/** A JSON Web Token (three base64url parts), wherever it appears in a string. */
const JWT = /\beyJ[\w-]+\.[\w-]+\.[\w-]+/g
/** An e-mail address: personal data, kept as its first letter and domain. */
const EMAIL = /\b([\w.+-])[\w.+-]*@([\w-]+(?:\.[\w-]+)+)\b/g
/** A string with tokens and e-mail addresses masked. */
export function redactLogText(text: string): string {
  return text.replace(JWT, REDACTED).replace(EMAIL, '$1***@$2')
}

/**
 * A copy of `data` safe to keep in the debug log: values under secret-looking keys replaced,
 * strings masked by redactLogText, bigints as strings, depth and cycles bounded.
 */
export function redactLogData(data: unknown, depth = 0, seen = new WeakSet<object>()): unknown {
  if (typeof data === 'string') return redactLogText(data)
  if (typeof data === 'bigint') return data.toString()
  if (typeof data === 'function' || typeof data === 'symbol') return undefined
  if (typeof data !== 'object' || data === null) return data
  if (seen.has(data) || depth > 5) return '[…]'
  seen.add(data)
  if (data instanceof Error) return { name: data.name, message: redactLogText(data.message) }
  if (Array.isArray(data)) return data.map((item) => redactLogData(item, depth + 1, seen))
  const copy: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(data)) {
    copy[key] = SECRET_KEY.test(key) ? REDACTED : redactLogData(value, depth + 1, seen)
  }
  return copy
}
