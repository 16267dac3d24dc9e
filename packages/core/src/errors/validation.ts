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

/**
 * A wallet answered a send or a swap with something that is not a transaction hash (spec §5: 0x
 * plus 64 hex characters on EVM; on Solana the transaction's signature, base58 of 64 bytes).
 */
export class InvalidTransactionHashError extends PorticoError {
  override name = 'InvalidTransactionHashError'
  static override readonly docsPath: string = '/errors#invalid-transaction-hash'
  constructor(parameters: PorticoErrorParameters = {}) {
    super('Invalid transaction hash', { code: 'INVALID_TRANSACTION_HASH', ...parameters })
  }
}

/**
 * A sign-in's signature is not a signed message (spec §5: 0x plus at least 62 hex characters on
 * EVM; on Solana base58 of 64 bytes).
 */
export class InvalidSignedMessageError extends PorticoError {
  override name = 'InvalidSignedMessageError'
  static override readonly docsPath: string = '/errors#invalid-signed-message'
  constructor(parameters: PorticoErrorParameters = {}) {
    super('Invalid signed message', { code: 'INVALID_SIGNED_MESSAGE', ...parameters })
  }
}
