import { LOG_BUFFER_BYTES } from '../../constants.js'
import { isLevelShown, type LogEntryLevel, type LogLevel } from './logLevel.js'
import { redactLogData, redactLogText } from './redactLogData.js'

/** One line of the debug log. */
export type DebugLogEntry = {
  /** ISO 8601 time. */
  time: string
  level: LogEntryLevel
  message: string
  /** Redacted (redactLogData) before it is kept. */
  data?: unknown
}

export type CreateDebugLogParameters = {
  /** Entries at this level or more severe are printed to the console too. @default 'error' */
  level: LogLevel
  /** The most bytes (UTF-8, one JSON line per entry) the log keeps. @default LOG_BUFFER_BYTES */
  maxBytes?: number | undefined
  now?: (() => number) | undefined
  /** @default globalThis.console */
  console?: Pick<Console, 'error' | 'warn' | 'info' | 'debug'> | undefined
}

/** An instance's bounded debug log (docs/debug-log.md). */
export type DebugLog = ReturnType<typeof createDebugLog>

const encoder = new TextEncoder()

/**
 * A ring buffer of log lines of at most `maxBytes` (spec §9 "Log buffer 1024000 bytes"): every
 * entry is kept, whatever the level, and the oldest go first when the next would not fit; entries
 * at `level` or above are printed as well. Data is redacted before it is kept or printed, so a
 * user can hand the export to support without secrets in it.
 */
export function createDebugLog({
  level,
  maxBytes = LOG_BUFFER_BYTES,
  now = Date.now,
  console: output = globalThis.console,
}: CreateDebugLogParameters) {
  const lines: { text: string; bytes: number }[] = []
  let head = 0
  let bytes = 0

  function keep(text: string) {
    const size = encoder.encode(text).byteLength + 1
    if (size > maxBytes) return false
    while (bytes + size > maxBytes) {
      const oldest = lines[head]
      if (!oldest) break
      bytes -= oldest.bytes
      head++
    }
    // Drop the consumed front now and then, so the array does not grow without bound.
    if (head > 1024 && head * 2 > lines.length) {
      lines.splice(0, head)
      head = 0
    }
    lines.push({ text, bytes: size })
    bytes += size
    return true
  }

  function write(entryLevel: LogEntryLevel, message: string, data?: unknown, print = true) {
    const entry: DebugLogEntry = {
      time: new Date(now()).toISOString(),
      level: entryLevel,
      message: redactLogText(message),
      ...(data === undefined ? {} : { data: redactLogData(data) }),
    }
    const text = JSON.stringify(entry)
    if (!keep(text)) keep(JSON.stringify({ ...entry, data: `[left out: over ${maxBytes} bytes]` }))
    if (print && isLevelShown(entryLevel, level))
      output[entryLevel](
        `[portico] ${entry.message}`,
        ...(entry.data === undefined ? [] : [entry.data]),
      )
  }

  return {
    level,
    error: (message: string, data?: unknown) => write('error', message, data),
    warn: (message: string, data?: unknown) => write('warn', message, data),
    info: (message: string, data?: unknown) => write('info', message, data),
    debug: (message: string, data?: unknown) => write('debug', message, data),
    /** Keeps an entry without printing it: for what the caller prints itself. */
    keep: (entryLevel: LogEntryLevel, message: string, data?: unknown) =>
      write(entryLevel, message, data, false),
    /** The kept entries, oldest first. */
    entries(): DebugLogEntry[] {
      return lines.slice(head).map((line) => JSON.parse(line.text) as DebugLogEntry)
    },
    /** The kept entries as JSON lines, oldest first. */
    text(): string {
      return lines
        .slice(head)
        .map((line) => `${line.text}\n`)
        .join('')
    },
    /** UTF-8 bytes held (the JSON lines with their newlines). */
    size: () => bytes,
    clear() {
      lines.length = 0
      head = 0
      bytes = 0
    },
  }
}
