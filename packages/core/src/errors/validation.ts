import { ACCOUNT_NAME_MIN_CHARS } from '../constants.js'
import { PorticoError, type PorticoErrorParameters } from './PorticoError.js'

/** Email login asked for again within the cooldown (spec §5, §8). */
export class EmailLoginCooldownError extends PorticoError {
  override name = 'EmailLoginCooldownError'
  static override readonly docsPath: string = '/errors#email-login-cooldown'
  /** Whole seconds, rounded up, before email login may be tried again. */
  readonly secondsLeft: number
  constructor(secondsLeft: number, parameters: PorticoErrorParameters = {}) {
    super(`Please try again after ${secondsLeft} seconds`, {
      code: 'EMAIL_LOGIN_COOLDOWN',
      ...parameters,
    })
    this.secondsLeft = secondsLeft
  }
}

/** An EVM chain id that cannot become an ENSIP-11 coin type (spec §5: 'Invalid chainId'). */
export class InvalidChainIdError extends PorticoError {
  override name = 'InvalidChainIdError'
  static override readonly docsPath: string = '/errors#invalid-chain-id'
  constructor(chainId: unknown, parameters: PorticoErrorParameters = {}) {
    super('Invalid chainId', {
      details: `Chain id ${String(chainId)} is not a positive integer below 2^31`,
      code: 'INVALID_CHAIN_ID',
      ...parameters,
    })
  }
}

/** Why an account name was refused. */
export type InvalidAccountNameReason = 'invalid-characters' | 'too-short'

/** An account name that breaks spec §5 (letters, digits, hyphens only, at least 4 characters). */
export class InvalidAccountNameError extends PorticoError {
  override name = 'InvalidAccountNameError'
  static override readonly docsPath: string = '/errors#invalid-account-name'
  readonly reason: InvalidAccountNameReason
  constructor(reason: InvalidAccountNameReason, parameters: PorticoErrorParameters = {}) {
    super(
      reason === 'invalid-characters'
        ? 'Account name can only contain letters, digits and hyphens'
        : `Account name must be at least ${ACCOUNT_NAME_MIN_CHARS} characters`,
      { code: 'INVALID_ACCOUNT_NAME', ...parameters },
    )
    this.reason = reason
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

/**
 * Transactions asked for without an account address (spec §5). The user sees spec §8's
 * 'Failed to fetch transactions'; the details say why.
 */
export class TransactionsAccountRequiredError extends PorticoError {
  override name = 'TransactionsAccountRequiredError'
  static override readonly docsPath: string = '/errors#transactions-account-required'
  constructor(parameters: PorticoErrorParameters = {}) {
    super('Failed to fetch transactions', {
      details: 'Transactions cannot be fetched without an account address',
      code: 'TRANSACTIONS_ACCOUNT_REQUIRED',
      ...parameters,
    })
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

/** An email address that is not one (spec §5 "Embedded-login payloads: email valid"). */
export class InvalidEmailError extends PorticoError {
  override name = 'InvalidEmailError'
  static override readonly docsPath: string = '/errors#invalid-email'
  constructor(parameters: PorticoErrorParameters = {}) {
    super('Invalid email', { code: 'INVALID_EMAIL', ...parameters })
  }
}
