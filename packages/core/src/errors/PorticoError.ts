/** Parameters of every Portico error. */
export type PorticoErrorParameters = {
  /** Technical detail for developers; never shown as the headline. */
  details?: string | undefined
  cause?: unknown
  /** Numeric code (EIP-1193, JSON-RPC) or a symbolic one. */
  code?: number | string | undefined
  /** Path of the page in docs/ that explains this error. @default the class's static `docsPath` */
  docsPath?: string | undefined
}

/**
 * Base of every error Portico raises. `shortMessage` is the user-facing text, exactly as spec §8
 * words it; `message` adds details for developers.
 */
export class PorticoError extends Error {
  override name = 'PorticoError'
  /**
   * Where docs/ explains this kind of error (`/errors#<kind>`, an anchor of docs/errors.md); every
   * subclass names its own, and an instance takes its class's unless its parameters give one.
   */
  static readonly docsPath: string | undefined = '/errors#portico'
  readonly shortMessage: string
  readonly details: string | undefined
  readonly code: number | string | undefined
  readonly docsPath: string | undefined

  constructor(shortMessage: string, parameters: PorticoErrorParameters = {}) {
    const details =
      parameters.details ??
      (parameters.cause instanceof Error ? parameters.cause.message : undefined)
    super(
      details && details !== shortMessage ? `${shortMessage}\n\nDetails: ${details}` : shortMessage,
      {
        cause: parameters.cause,
      },
    )
    this.shortMessage = shortMessage
    this.details = details
    this.code = parameters.code
    this.docsPath = parameters.docsPath ?? (new.target as typeof PorticoError).docsPath
  }

  /** Walks the cause chain; returns the first error matching `predicate`, or the deepest one. */
  walk(predicate?: (error: unknown) => boolean): unknown {
    let current: unknown = this
    while (current instanceof Error) {
      if (predicate?.(current)) return current
      if (current.cause === undefined) return predicate ? null : current
      current = current.cause
    }
    return predicate ? (predicate(current) ? current : null) : current
  }
}
