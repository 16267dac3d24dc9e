import { NetworkNotSupportedError } from '../../errors/network.js'
import { PorticoError, type PorticoErrorParameters } from '../../errors/PorticoError.js'
import { HttpStatusError } from '../../http/errors.js'

/** The API's error of a failed answer (`{ error: { code, message } }`), found down the causes. */
export function getConvertApiError(error: unknown): { code: string; message: string } | undefined {
  let current: unknown = error
  for (let depth = 0; depth < 10 && current instanceof Error; depth++) {
    if (current instanceof HttpStatusError) {
      const body = current.body as { error?: { code?: unknown; message?: unknown } } | undefined
      const { code, message } = body?.error ?? {}
      if (typeof code === 'string' && typeof message === 'string' && message.trim())
        return { code, message }
      return undefined
    }
    current = current.cause
  }
  return undefined
}

/**
 * A `/v1/convert/*` or price call failed. Its message is the API's own error message when it sent
 * one (spec §7: errors answered as the API words them), else `defaultMessage`; `code` is the
 * API's code (`INSUFFICIENT_LIQUIDITY`, …) or the HTTP status.
 */
export class ConvertApiError extends PorticoError {
  override name = 'ConvertApiError'
  static override readonly docsPath: string = '/errors#convert-api'
  constructor(defaultMessage: string, parameters: PorticoErrorParameters = {}) {
    const api = getConvertApiError(parameters.cause)
    super(api?.message ?? defaultMessage, {
      code:
        api?.code ??
        (parameters.cause instanceof HttpStatusError ? parameters.cause.status : undefined),
      ...parameters,
    })
  }
}

/**
 * The error of a failed convert call: spec §8's 'Network not supported' when the API said the
 * chain has no swaps (`NETWORK_NOT_SUPPORTED`), else a ConvertApiError.
 */
export function toConvertApiError(error: unknown, defaultMessage: string): PorticoError {
  if (
    error instanceof ConvertApiError ||
    error instanceof NetworkNotSupportedError ||
    error instanceof SwapApiNotConfiguredError
  )
    return error
  if (getConvertApiError(error)?.code === 'NETWORK_NOT_SUPPORTED')
    return new NetworkNotSupportedError({ cause: error, code: 'NETWORK_NOT_SUPPORTED' })
  return new ConvertApiError(defaultMessage, { cause: error })
}

/** A slippage tolerance that is no percentage between 0 and 100. */
export class InvalidSwapSlippageError extends PorticoError {
  override name = 'InvalidSwapSlippageError'
  static override readonly docsPath: string = '/errors#invalid-swap-slippage'
  constructor(slippage: number, parameters: PorticoErrorParameters = {}) {
    super('Invalid slippage', {
      details: `Slippage ${slippage} is not a percentage between 0 and 100`,
      code: 'INVALID_SWAP_SLIPPAGE',
      ...parameters,
    })
  }
}

/** swapTokens was called without two tokens, an amount the account holds and a quote. */
export class SwapNotReadyError extends PorticoError {
  override name = 'SwapNotReadyError'
  static override readonly docsPath: string = '/errors#swap-not-ready'
  constructor(parameters: PorticoErrorParameters = {}) {
    super('A quote is required to swap', { code: 'SWAP_NOT_READY', ...parameters })
  }
}

/** The wallet's approval or swap transaction was mined but reverted. */
export class SwapRevertedError extends PorticoError {
  override name = 'SwapRevertedError'
  static override readonly docsPath: string = '/errors#swap-reverted'
  readonly hash: string
  readonly step: 'approving' | 'swapping'
  constructor(
    step: 'approving' | 'swapping',
    hash: string,
    parameters: PorticoErrorParameters = {},
  ) {
    super('Transaction failed', {
      details: `The ${step === 'approving' ? 'approval' : 'swap'} transaction ${hash} was reverted`,
      code: step === 'approving' ? 'APPROVAL_REVERTED' : 'SWAP_REVERTED',
      ...parameters,
    })
    this.hash = hash
    this.step = step
  }
}

/** After the approval was mined, the provider still may not take the amount. */
export class SwapAllowanceTooLowError extends PorticoError {
  override name = 'SwapAllowanceTooLowError'
  static override readonly docsPath: string = '/errors#swap-allowance-too-low'
  constructor(parameters: PorticoErrorParameters = {}) {
    super('Approval too low for this swap', { code: 'SWAP_ALLOWANCE_TOO_LOW', ...parameters })
  }
}

/** The connected wallet's adapter cannot send transactions (or the account is not connected). */
export class SwapWalletUnavailableError extends PorticoError {
  override name = 'SwapWalletUnavailableError'
  static override readonly docsPath: string = '/errors#swap-wallet-unavailable'
  constructor(parameters: PorticoErrorParameters = {}) {
    super('The connected wallet cannot swap', { code: 'SWAP_WALLET_UNAVAILABLE', ...parameters })
  }
}

/** Swaps need the Portico API (`apiUrl`), and none is configured. */
export class SwapApiNotConfiguredError extends PorticoError {
  override name = 'SwapApiNotConfiguredError'
  static override readonly docsPath: string = '/errors#swap-api-not-configured'
  constructor(parameters: PorticoErrorParameters = {}) {
    super('Swaps need the Portico API', { code: 'SWAP_API_NOT_CONFIGURED', ...parameters })
  }
}
