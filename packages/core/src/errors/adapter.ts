import { PorticoError, type PorticoErrorParameters } from './PorticoError.js'

/**
 * The wallet answered, but not with what was asked: no account after connecting, no signature,
 * no transaction hash or id, no session. The message says what was missing.
 */
export class WalletResponseError extends PorticoError {
  override name = 'WalletResponseError'
  static override readonly docsPath: string = '/errors#wallet-response'
  constructor(message: string, parameters: PorticoErrorParameters = {}) {
    super(message, { code: 'WALLET_RESPONSE', ...parameters })
  }
}

/**
 * The wallet lacks a feature the action needs (a wallet-standard feature such as
 * `bitcoin:signMessage`); the message names the wallet and what it cannot do.
 */
export class UnsupportedWalletFeatureError extends PorticoError {
  override name = 'UnsupportedWalletFeatureError'
  static override readonly docsPath: string = '/errors#unsupported-wallet-feature'
  constructor(message: string, parameters: PorticoErrorParameters = {}) {
    super(message, { code: 'UNSUPPORTED_WALLET_FEATURE', ...parameters })
  }
}

/** An address that is not one of the network it is used on; the message quotes it. */
export class InvalidAddressError extends PorticoError {
  override name = 'InvalidAddressError'
  static override readonly docsPath: string = '/errors#invalid-address'
  constructor(message: string, parameters: PorticoErrorParameters = {}) {
    super(message, { code: 'INVALID_ADDRESS', ...parameters })
  }
}

/** The account cannot pay the transfer and its fee (checked before the wallet is asked). */
export class InsufficientBalanceError extends PorticoError {
  override name = 'InsufficientBalanceError'
  static override readonly docsPath: string = '/errors#insufficient-balance'
  constructor(parameters: PorticoErrorParameters = {}) {
    super('Insufficient balance for this transfer and its fee', {
      code: 'INSUFFICIENT_BALANCE',
      ...parameters,
    })
  }
}

/** A transfer of a token, or an amount, the network's adapter cannot send. */
export class UnsupportedTransferError extends PorticoError {
  override name = 'UnsupportedTransferError'
  static override readonly docsPath: string = '/errors#unsupported-transfer'
  constructor(message: string, parameters: PorticoErrorParameters = {}) {
    super(message, { code: 'UNSUPPORTED_TRANSFER', ...parameters })
  }
}

/** The token (e.g. an SPL mint) does not exist on the network the transfer is for. */
export class TokenNotFoundError extends PorticoError {
  override name = 'TokenNotFoundError'
  readonly tokenAddress: string
  static override readonly docsPath: string = '/errors#token-not-found'
  constructor(tokenAddress: string, parameters: PorticoErrorParameters = {}) {
    super(`The token mint ${tokenAddress} does not exist on this network`, {
      code: 'TOKEN_NOT_FOUND',
      ...parameters,
    })
    this.tokenAddress = tokenAddress
  }
}

/**
 * A sent transaction was not confirmed before the wait gave up. It may still land: look it up by
 * its hash before sending again.
 */
export class TransactionNotConfirmedError extends PorticoError {
  override name = 'TransactionNotConfirmedError'
  static override readonly docsPath: string = '/errors#transaction-not-confirmed'
  readonly hash: string
  constructor(hash: string, parameters: PorticoErrorParameters = {}) {
    super(`The transaction ${hash} was not confirmed in time`, {
      code: 'TRANSACTION_NOT_CONFIRMED',
      ...parameters,
    })
    this.hash = hash
  }
}

/** An adapter was handed a network of another namespace (e.g. a Solana network to the EVM one). */
export class NetworkNamespaceMismatchError extends PorticoError {
  override name = 'NetworkNamespaceMismatchError'
  static override readonly docsPath: string = '/errors#network-namespace-mismatch'
  constructor(message: string, parameters: PorticoErrorParameters = {}) {
    super(message, { code: 'NETWORK_NAMESPACE_MISMATCH', ...parameters })
  }
}
