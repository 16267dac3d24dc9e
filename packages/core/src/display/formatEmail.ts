import { EMAIL_DISPLAY_MAX_CHARS } from '../constants.js'

const ELLIPSIS = '…'

/**
 * Shortens an email longer than 30 characters (spec §5) to exactly 30, ellipsis included. The
 * domain stays whole and the local part is cut at its end (`averyveryverylongname@example.com` →
 * `averyveryverylong…@example.com`); when the domain alone leaves no room for a character of the
 * local part, the middle of the whole address is cut instead. Counts code points, so a character
 * outside the BMP is never split.
 */
export function formatEmail(email: string): string {
  const chars = Array.from(email)
  if (chars.length <= EMAIL_DISPLAY_MAX_CHARS) return email
  const room = EMAIL_DISPLAY_MAX_CHARS - ELLIPSIS.length
  const at = chars.lastIndexOf('@')
  const domain = at === -1 ? [] : chars.slice(at)
  const localRoom = room - domain.length
  if (at > 0 && localRoom > 0)
    return `${chars.slice(0, localRoom).join('')}${ELLIPSIS}${domain.join('')}`
  const head = Math.ceil(room / 2)
  return `${chars.slice(0, head).join('')}${ELLIPSIS}${chars.slice(chars.length - (room - head)).join('')}`
}
