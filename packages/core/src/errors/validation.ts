import { PorticoError, type PorticoErrorParameters } from './PorticoError.js'

/** A chain of a namespace the dApp did not configure (spec §5). */
export class NamespaceNotConfiguredError extends PorticoError {
  override name = 'NamespaceNotConfiguredError'
  static override readonly docsPath: string = '/errors#namespace-not-configured'
  readonly namespace: string
  constructor(namespace: string, parameters: PorticoErrorParameters = {}) {
    super(
      `Namespace ${namespace} is not configured. Please call connect() first with namespace config.`,
      { code: 'NAMESPACE_NOT_CONFIGURED', ...parameters },
    )
    this.namespace = namespace
  }
}

/** A date that is not a finite point in time was given to a time formatter. */
export class InvalidTimestampError extends PorticoError {
  override name = 'InvalidTimestampError'
  static override readonly docsPath: string = '/errors#invalid-timestamp'
  constructor(timestamp: unknown, parameters: PorticoErrorParameters = {}) {
    super('Invalid timestamp', {
      details: `${String(timestamp)} is not a valid point in time`,
      code: 'INVALID_TIMESTAMP',
      ...parameters,
    })
  }
}
