/** pino's numeric levels, so a service without pino writes lines read alike. */
export const LOG_LEVELS = { debug: 20, info: 30, warn: 40, error: 50 } as const

/** A level of LOG_LEVELS. */
export type LogLevel = keyof typeof LOG_LEVELS

/** Writes one JSON line per entry (createJsonLineLogger). */
export type JsonLineLogger = Record<
  LogLevel,
  (msg: string, fields?: Readonly<Record<string, unknown>>) => void
>

/** Parameters of createJsonLineLogger. */
export type CreateJsonLineLoggerParameters = {
  /** Where each line goes, without its newline (e.g. `console.log`). */
  write(line: string): void
  /** Fields of every line, e.g. { node: 'a1f3' }. @default none */
  base?: Readonly<Record<string, unknown>> | undefined
  /** Entries below this level are dropped. @default 'info' */
  level?: LogLevel | undefined
  /** Field names whose values are replaced by '[redacted]' (a service's secrets). @default none */
  redact?: readonly string[] | undefined
  /** @default Date.now */
  now?: (() => number) | undefined
}

/**
 * A logger of JSON lines as pino writes them (`{"level":30,"time":…,"msg":…}` plus the base and
 * the entry's fields) for code outside Fastify (the relay). A field named in `redact` is written
 * as '[redacted]'; an Error field as its name and message.
 */
export function createJsonLineLogger({
  write,
  base = {},
  level = 'info',
  redact = [],
  now = Date.now,
}: CreateJsonLineLoggerParameters): JsonLineLogger {
  const hidden = new Set(redact)
  const threshold = LOG_LEVELS[level]
  const entry =
    (name: LogLevel) =>
    (msg: string, fields: Readonly<Record<string, unknown>> = {}) => {
      if (LOG_LEVELS[name] < threshold) return
      const line: Record<string, unknown> = { level: LOG_LEVELS[name], time: now(), ...base, msg }
      for (const [key, value] of Object.entries(fields))
        line[key] = hidden.has(key)
          ? '[redacted]'
          : value instanceof Error
            ? { type: value.name, message: value.message }
            : value
      write(JSON.stringify(line))
    }
  return { debug: entry('debug'), info: entry('info'), warn: entry('warn'), error: entry('error') }
}
