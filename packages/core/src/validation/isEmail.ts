/** RFC 5321's limit on a whole address. */
const EMAIL_MAX_CHARS = 254

/**
 * Whether `value` is an email address the embedded wallet can send a code to (spec §5 "email
 * valid"): one `@`, a local part and a dotted domain, no spaces or control characters, at most
 * 254 characters. Deliberately not the whole of RFC 5322 (quoted local parts, IP literals), which
 * no mail form accepts either.
 */
export function isEmail(value: string): boolean {
  if (value.length > EMAIL_MAX_CHARS) return false
  return /^[^\s@\p{Cc}]+@[^\s@\p{Cc}.]+(?:\.[^\s@\p{Cc}.]+)+$/u.test(value)
}
