import { PorticoError, type PorticoErrorParameters } from '../../errors/PorticoError.js'

/**
 * An amount to send that is not a decimal number of the token, or has more fraction digits than
 * the token's decimals (an amount is never rounded: what is sent is what was typed).
 */
export class InvalidSendAmountError extends PorticoError {
  override name = 'InvalidSendAmountError'
  static override readonly docsPath: string = '/errors#invalid-send-amount'
  constructor(amount: string, decimals: number, parameters: PorticoErrorParameters = {}) {
    super('Invalid amount', {
      details: `'${amount}' is not a decimal amount with at most ${decimals} fraction digits`,
      code: 'INVALID_SEND_AMOUNT',
      ...parameters,
    })
  }
}

/** The wallet mined the send but the chain reverted it. */
export class SendRevertedError extends PorticoError {
  override name = 'SendRevertedError'
  static override readonly docsPath: string = '/errors#send-reverted'
  constructor(hash: string, parameters: PorticoErrorParameters = {}) {
    super('Transaction failed', {
      details: `Transaction ${hash} was reverted`,
      code: 'SEND_REVERTED',
      ...parameters,
    })
  }
}

/** A receiver that is neither an address of the active namespace nor a name (spec §5 rules). */
export class InvalidReceiverError extends PorticoError {
  override name = 'InvalidReceiverError'
  static override readonly docsPath: string = '/errors#invalid-receiver'
  constructor(receiver: string, parameters: PorticoErrorParameters = {}) {
    super('Invalid address', {
      details: `'${receiver}' is neither an address of this chain nor a name`,
      code: 'INVALID_RECEIVER',
      ...parameters,
    })
  }
}

/** Send without an amount or a receiver (spec §5). */
export class SendAmountAndReceiverRequiredError extends PorticoError {
  override name = 'SendAmountAndReceiverRequiredError'
  static override readonly docsPath: string = '/errors#send-amount-and-receiver-required'
  constructor(parameters: PorticoErrorParameters = {}) {
    super('An amount and receiver address are required', {
      code: 'SEND_AMOUNT_AND_RECEIVER_REQUIRED',
      ...parameters,
    })
  }
}

/** Send without a token (spec §5). */
export class SendTokenRequiredError extends PorticoError {
  override name = 'SendTokenRequiredError'
  static override readonly docsPath: string = '/errors#send-token-required'
  constructor(parameters: PorticoErrorParameters = {}) {
    super('A token is required', { code: 'SEND_TOKEN_REQUIRED', ...parameters })
  }
}

/**
 * Send without an active chain namespace. Spec §5 requires the namespace but words no message;
 * this one is ours.
 */
export class SendChainRequiredError extends PorticoError {
  override name = 'SendChainRequiredError'
  static override readonly docsPath: string = '/errors#send-chain-required'
  constructor(parameters: PorticoErrorParameters = {}) {
    super('An active chain is required', { code: 'SEND_CHAIN_REQUIRED', ...parameters })
  }
}

/** Send on a namespace other than EVM and Solana (spec §5: 'Unsupported chain'). */
export class SendUnsupportedChainError extends PorticoError {
  override name = 'SendUnsupportedChainError'
  static override readonly docsPath: string = '/errors#send-unsupported-chain'
  constructor(chainNamespace: string, parameters: PorticoErrorParameters = {}) {
    super('Unsupported chain', {
      details: `Sending is not supported on namespace '${chainNamespace}'`,
      code: 'SEND_UNSUPPORTED_CHAIN',
      ...parameters,
    })
  }
}
