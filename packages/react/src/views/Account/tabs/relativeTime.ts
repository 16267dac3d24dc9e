import { formatRelativeTime } from '@portico/core/internal'

/**
 * How long ago (or in how long) `timestamp` is, in words of `locale`: core's formatRelativeTime
 * picks the unit and count by spec §9's thresholds ("seconds 44, minutes 89/44 …"), and
 * Intl.RelativeTimeFormat says them ("5 minutes ago", "vor 5 Minuten"). Within 44 seconds it is
 * "now". An unreadable time gives ''.
 */
export function relativeTime(
  timestamp: string | number | Date,
  locale: string,
  now: number = Date.now(),
): string {
  let parts: ReturnType<typeof formatRelativeTime>
  try {
    parts = formatRelativeTime({ timestamp, now })
  } catch {
    return ''
  }
  const { unit, count, future } = parts
  if (unit === 'second')
    return new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(0, 'second')
  return new Intl.RelativeTimeFormat(locale, { numeric: 'always' }).format(
    future ? count : -count,
    unit,
  )
}
