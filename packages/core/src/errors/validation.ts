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

/** A string that is not a CAIP-10 address (`namespace:chainId:address`, spec §5). */
export class InvalidCaipAddressError extends PorticoError {
  override name = 'InvalidCaipAddressError'
  static override readonly docsPath: string = '/errors#invalid-caip-address'
  constructor(caipAddress: string, parameters: PorticoErrorParameters = {}) {
    super('Invalid CAIP-10 address', { details: caipAddress, ...parameters })
  }
}

/** A string that is not a CAIP-2 network id (`namespace:chainId`, spec §5). */
export class InvalidCaipNetworkIdError extends PorticoError {
  override name = 'InvalidCaipNetworkIdError'
  static override readonly docsPath: string = '/errors#invalid-caip-network-id'
  constructor(caipNetworkId: string, parameters: PorticoErrorParameters = {}) {
    super('Invalid CAIP-2 network id', { details: caipNetworkId, ...parameters })
  }
}
