import {
  DAY_S,
  HOUR_S,
  MINUTE_S,
  ONE_SECOND_MS,
  RELATIVE_TIME_A_DAY_MAX_H,
  RELATIVE_TIME_A_MINUTE_MAX_S,
  RELATIVE_TIME_A_MONTH_MAX_D,
  RELATIVE_TIME_A_YEAR_MAX_MONTHS,
  RELATIVE_TIME_AN_HOUR_MAX_MIN,
  RELATIVE_TIME_DAYS_MAX_D,
  RELATIVE_TIME_FEW_SECONDS_MAX_S,
  RELATIVE_TIME_HOURS_MAX_H,
  RELATIVE_TIME_MINUTES_MAX_MIN,
  RELATIVE_TIME_MONTHS_MAX_MONTHS,
  YEAR_S,
} from '../constants.js'
import { InvalidTimestampError } from '../errors/validation.js'

/** Units of a relative time; the names Intl.RelativeTimeFormat takes. */
export type RelativeTimeUnit = 'second' | 'minute' | 'hour' | 'day' | 'month' | 'year'

export type FormatRelativeTimeParameters = {
  /** The moment to describe: ms since the epoch, a Date, or an ISO 8601 string (`minedAt`). */
  timestamp: number | Date | string
  /** The moment to describe it from, in ms since the epoch. @default Date.now() */
  now?: number | undefined
}

export type FormatRelativeTimeReturnType = {
  /** `second` stands for "a few seconds" whatever its count. */
  unit: RelativeTimeUnit
  /** Whole units, rounded; 1 for the singular phrases ("a minute", "an hour" …). */
  count: number
  /** True when the moment is after `now` ("in …"), false when at or before it ("… ago"). */
  future: boolean
}

const MONTHS_PER_YEAR = 12
/** Length of each measuring unit in seconds; a month is a twelfth of a 365-day year. */
const UNIT_S: Record<RelativeTimeUnit, number> = {
  second: 1,
  minute: MINUTE_S,
  hour: HOUR_S,
  day: DAY_S,
  month: YEAR_S / MONTHS_PER_YEAR,
  year: YEAR_S,
}

type Threshold = {
  /** The unit the elapsed time is measured (and rounded) in for this row. */
  measure: RelativeTimeUnit
  /** The row applies while the rounded measure is at most this. */
  max: number
  unit: RelativeTimeUnit
  /** The row names one unit ("a minute") rather than a count. */
  singular: boolean
}

/**
 * Spec §9 "Relative-time thresholds: seconds 44, minutes 89/44, etc.", completed from dayjs's
 * relativeTime plugin where they come from. First matching row wins:
 *
 * | elapsed, rounded  | shows            |
 * |-------------------|------------------|
 * | ≤ 44 seconds      | a few seconds    |
 * | ≤ 89 seconds      | a minute         |
 * | ≤ 44 minutes      | N minutes        |
 * | ≤ 89 minutes      | an hour          |
 * | ≤ 21 hours        | N hours          |
 * | ≤ 35 hours        | a day            |
 * | ≤ 25 days         | N days           |
 * | ≤ 45 days         | a month          |
 * | ≤ 10 months       | N months         |
 * | ≤ 17 months       | a year           |
 * | otherwise         | N years          |
 *
 * The last row is the fall-through after the loop. The numbers live in constants.ts.
 */
const RELATIVE_TIME_THRESHOLDS: readonly Threshold[] = [
  { measure: 'second', max: RELATIVE_TIME_FEW_SECONDS_MAX_S, unit: 'second', singular: false },
  { measure: 'second', max: RELATIVE_TIME_A_MINUTE_MAX_S, unit: 'minute', singular: true },
  { measure: 'minute', max: RELATIVE_TIME_MINUTES_MAX_MIN, unit: 'minute', singular: false },
  { measure: 'minute', max: RELATIVE_TIME_AN_HOUR_MAX_MIN, unit: 'hour', singular: true },
  { measure: 'hour', max: RELATIVE_TIME_HOURS_MAX_H, unit: 'hour', singular: false },
  { measure: 'hour', max: RELATIVE_TIME_A_DAY_MAX_H, unit: 'day', singular: true },
  { measure: 'day', max: RELATIVE_TIME_DAYS_MAX_D, unit: 'day', singular: false },
  { measure: 'day', max: RELATIVE_TIME_A_MONTH_MAX_D, unit: 'month', singular: true },
  { measure: 'month', max: RELATIVE_TIME_MONTHS_MAX_MONTHS, unit: 'month', singular: false },
  { measure: 'month', max: RELATIVE_TIME_A_YEAR_MAX_MONTHS, unit: 'year', singular: true },
]

function toMs(timestamp: number | Date | string): number {
  if (typeof timestamp === 'number') return timestamp
  if (typeof timestamp === 'string') return Date.parse(timestamp)
  return timestamp.getTime()
}

/**
 * Describes how far a moment is from now as a unit and a count, with the thresholds of spec §9
 * (table above), so each locale can phrase it; `formatRelativeTimeEn` phrases it in English.
 * Throws 'Invalid timestamp' for a moment that is not a valid point in time.
 */
export function formatRelativeTime({
  timestamp,
  now = Date.now(),
}: FormatRelativeTimeParameters): FormatRelativeTimeReturnType {
  const ms = toMs(timestamp)
  if (!Number.isFinite(ms)) throw new InvalidTimestampError(timestamp)
  if (!Number.isFinite(now)) throw new InvalidTimestampError(now)
  const elapsedS = Math.abs(ms - now) / ONE_SECOND_MS
  const future = ms > now
  for (const { measure, max, unit, singular } of RELATIVE_TIME_THRESHOLDS) {
    const amount = Math.round(elapsedS / UNIT_S[measure])
    if (amount > max) continue
    // As in dayjs, a count that rounds to 1 or less reads as the singular ("a year").
    const count = singular ? 1 : unit === 'second' ? amount : Math.max(1, amount)
    return { unit, count, future }
  }
  return { unit: 'year', count: Math.max(1, Math.round(elapsedS / UNIT_S.year)), future }
}
