import { PorticoError, type PorticoErrorParameters } from './PorticoError.js'

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
