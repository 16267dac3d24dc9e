import { PorticoError, type PorticoErrorParameters } from './PorticoError.js'

/**
 * Base of the errors an Ethereum node gives for a transaction or call it refuses (spec §8 "Node
 * error classes"). Each subclass has `nodeMessage`, the pattern of the node's wording (geth,
 * anvil, hardhat) that parseNodeError recognises.
 */
export class NodeError extends PorticoError {
  override name = 'NodeError'
  static override readonly docsPath: string = '/errors#node'
}

/** The call or transaction reverted; `reason` is the revert reason when the node gave one. */
export class ExecutionRevertedError extends NodeError {
  override name = 'ExecutionRevertedError'
  static override readonly docsPath: string = '/errors#execution-reverted'
  static readonly nodeMessage = /execution reverted|VM Exception while processing transaction/i
  /** The revert reason, e.g. 'ERC20: transfer amount exceeds balance'. */
  readonly reason: string | undefined
  constructor(parameters: PorticoErrorParameters & { reason?: string | undefined } = {}) {
    const { reason, ...rest } = parameters
    super(
      reason
        ? `Execution reverted with reason: ${reason}.`
        : 'Execution reverted for an unknown reason.',
      rest,
    )
    this.reason = reason
  }
}

/** maxFeePerGas above 2^256-1. */
export class FeeCapTooHighError extends NodeError {
  override name = 'FeeCapTooHighError'
  static override readonly docsPath: string = '/errors#fee-cap-too-high'
  static readonly nodeMessage = /max fee per gas higher than 2\^256-1|fee cap higher than 2\^256-1/i
  constructor(parameters: PorticoErrorParameters = {}) {
    super(
      'The fee cap (maxFeePerGas) cannot be higher than the maximum allowed value (2^256-1).',
      parameters,
    )
  }
}

/** maxFeePerGas below the block's base fee. */
export class FeeCapTooLowError extends NodeError {
  override name = 'FeeCapTooLowError'
  static override readonly docsPath: string = '/errors#fee-cap-too-low'
  static readonly nodeMessage =
    /max fee per gas less than block base fee|fee cap less than block base fee|transaction is outdated/i
  constructor(parameters: PorticoErrorParameters = {}) {
    super('The fee cap (maxFeePerGas) cannot be lower than the block base fee.', parameters)
  }
}

/** The nonce is ahead of the account's next one. */
export class NonceTooHighError extends NodeError {
  override name = 'NonceTooHighError'
  static override readonly docsPath: string = '/errors#nonce-too-high'
  static readonly nodeMessage = /nonce too high/i
  constructor(parameters: PorticoErrorParameters = {}) {
    super('Nonce provided for the transaction is higher than the next one expected.', parameters)
  }
}

/** The nonce was used already (also what nodes say of a transaction they already have). */
export class NonceTooLowError extends NodeError {
  override name = 'NonceTooLowError'
  static override readonly docsPath: string = '/errors#nonce-too-low'
  static readonly nodeMessage = /nonce too low|transaction already imported|already known/i
  constructor(parameters: PorticoErrorParameters = {}) {
    super(
      'Nonce provided for the transaction is lower than the current nonce of the account.',
      parameters,
    )
  }
}

/** The account's nonce reached 2^64-1. */
export class NonceMaxValueError extends NodeError {
  override name = 'NonceMaxValueError'
  static override readonly docsPath: string = '/errors#nonce-max-value'
  static readonly nodeMessage = /nonce has max value/i
  constructor(parameters: PorticoErrorParameters = {}) {
    super('Nonce provided for the transaction exceeds the maximum allowed nonce.', parameters)
  }
}

/** gas * fee + value is more than the account holds. */
export class InsufficientFundsError extends NodeError {
  override name = 'InsufficientFundsError'
  static override readonly docsPath: string = '/errors#insufficient-funds'
  static readonly nodeMessage = /insufficient funds|exceeds transaction sender account balance/i
  constructor(parameters: PorticoErrorParameters = {}) {
    super(
      'The total cost (gas * gas fee + value) of executing this transaction exceeds the balance of the account.',
      parameters,
    )
  }
}

/** The gas limit is above the block's. */
export class IntrinsicGasTooHighError extends NodeError {
  override name = 'IntrinsicGasTooHighError'
  static override readonly docsPath: string = '/errors#intrinsic-gas-too-high'
  static readonly nodeMessage = /intrinsic gas too high|exceeds block gas limit|gas limit reached/i
  constructor(parameters: PorticoErrorParameters = {}) {
    super(
      'The amount of gas provided for the transaction exceeds the limit allowed for the block.',
      parameters,
    )
  }
}

/** The gas limit is below the transaction's intrinsic cost. */
export class IntrinsicGasTooLowError extends NodeError {
  override name = 'IntrinsicGasTooLowError'
  static override readonly docsPath: string = '/errors#intrinsic-gas-too-low'
  static readonly nodeMessage = /intrinsic gas too low/i
  constructor(parameters: PorticoErrorParameters = {}) {
    super('The amount of gas provided for the transaction is too low.', parameters)
  }
}

/** The chain does not accept this transaction type (e.g. EIP-1559 before London). */
export class TransactionTypeNotSupportedError extends NodeError {
  override name = 'TransactionTypeNotSupportedError'
  static override readonly docsPath: string = '/errors#transaction-type-not-supported'
  static readonly nodeMessage = /transaction type not supported|transaction type not valid/i
  constructor(parameters: PorticoErrorParameters = {}) {
    super('The transaction type is not supported for this chain.', parameters)
  }
}

/** maxPriorityFeePerGas above maxFeePerGas. */
export class TipAboveFeeCapError extends NodeError {
  override name = 'TipAboveFeeCapError'
  static override readonly docsPath: string = '/errors#tip-above-fee-cap'
  static readonly nodeMessage =
    /max priority fee per gas higher than max fee per gas|tip higher than fee cap/i
  constructor(parameters: PorticoErrorParameters = {}) {
    super(
      'The provided tip (maxPriorityFeePerGas) cannot be higher than the fee cap (maxFeePerGas).',
      parameters,
    )
  }
}
