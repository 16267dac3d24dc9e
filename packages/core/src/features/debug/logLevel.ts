import { DEFAULT_LOG_LEVEL } from '../../constants.js'
import { InvalidConfigurationError } from '../../errors/config.js'

/** The debug log's levels, most severe first; `silent` prints nothing to the console. */
export const LOG_LEVELS = ['silent', 'error', 'warn', 'info', 'debug'] as const

/** How much of the debug log is printed to the console (docs/debug-log.md). */
export type LogLevel = (typeof LOG_LEVELS)[number]

/** An entry's level (every level but `silent`). */
export type LogEntryLevel = Exclude<LogLevel, 'silent'>

/** Whether an entry of `entry` level is printed at the `threshold` level. */
export function isLevelShown(entry: LogEntryLevel, threshold: LogLevel): boolean {
  return LOG_LEVELS.indexOf(entry) <= LOG_LEVELS.indexOf(threshold)
}

/** The `logLevel` option, DEFAULT_LOG_LEVEL ('error', spec §9) when absent. */
export function resolveLogLevel(value: unknown): LogLevel {
  if (value === undefined) return DEFAULT_LOG_LEVEL
  if (!LOG_LEVELS.includes(value as LogLevel))
    throw new InvalidConfigurationError(
      `\`logLevel\` must be one of ${LOG_LEVELS.map((l) => `'${l}'`).join(', ')}, not ${JSON.stringify(value)}`,
    )
  return value as LogLevel
}
