import { QUOTED_VALUE_MAX_CHARS } from './operatorConfigConstants.js'

/**
 * One problem of the operator's configuration: where (`evm[0].rpcUrls`, an environment variable's
 * name, `evm[0].tokenList (tokens.json): tokens[3].decimals`) and what is expected there. An empty
 * path is the file itself (a syntax error, a missing file).
 */
export type ConfigProblem = { path: string; message: string }

/**
 * The configuration could not be read: every problem found, so the operator fixes them in one go.
 * A service prints `formatConfigProblems(error)` and exits 1; nothing starts half-configured.
 */
export class ConfigError extends Error {
  override name = 'ConfigError'
  /** The file as it was named (`--config`, PORTICO_CONFIG), or the option at fault. */
  readonly file: string
  readonly problems: readonly ConfigProblem[]

  constructor(file: string, problems: readonly ConfigProblem[], options?: { cause?: unknown }) {
    super(formatConfigProblems({ file, problems }), options)
    this.file = file
    this.problems = problems
  }
}

/**
 * The problems one a line, each prefixed by the file:
 * `portico.config.json: evm[0].rpcUrls: expected at least 1 item`.
 */
export function formatConfigProblems(error: Pick<ConfigError, 'file' | 'problems'>): string {
  return error.problems
    .map(({ path, message }) =>
      path ? `${error.file}: ${path}: ${message}` : `${error.file}: ${message}`,
    )
    .join('\n')
}

/** A path of JSON-pointer segments as an operator writes it: `evm[0].prices.source`. */
export function toFieldPath(segments: readonly (string | number)[]): string {
  let path = ''
  for (const segment of segments) {
    if (typeof segment === 'number' || /^\d+$/.test(segment)) path += `[${segment}]`
    else path += path ? `.${segment}` : segment
  }
  return path
}

/** `/evm/0/rpcUrls` (TypeBox's and ajv's pointers, `~1` and `~0` escaped) → `evm[0].rpcUrls`. */
export function pointerToFieldPath(pointer: string): string {
  if (!pointer) return ''
  return toFieldPath(
    pointer
      .slice(1)
      .split('/')
      .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~')),
  )
}

/** A value quoted for a message, cut to a readable length. */
export function quoteValue(value: unknown): string {
  const text = value === undefined ? 'nothing' : JSON.stringify(value)
  return text.length > QUOTED_VALUE_MAX_CHARS ? `${text.slice(0, QUOTED_VALUE_MAX_CHARS)}…` : text
}
