import {
  type FormatRelativeTimeParameters,
  formatRelativeTime,
  type RelativeTimeUnit,
} from './formatRelativeTime.js'

const ONE: Record<RelativeTimeUnit, string> = {
  second: 'a few seconds',
  minute: 'a minute',
  hour: 'an hour',
  day: 'a day',
  month: 'a month',
  year: 'a year',
}

/**
 * `formatRelativeTime` in English, as dayjs words it: "a few seconds ago", "5 minutes ago",
 * "in an hour".
 */
export function formatRelativeTimeEn(parameters: FormatRelativeTimeParameters): string {
  const { unit, count, future } = formatRelativeTime(parameters)
  const phrase = unit === 'second' || count === 1 ? ONE[unit] : `${count} ${unit}s`
  return future ? `in ${phrase}` : `${phrase} ago`
}
