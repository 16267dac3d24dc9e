import { PorticoError, type PorticoErrorParameters } from '../../errors/PorticoError.js'

/** `GET /v1/onramp/options` failed or answered an unexpected shape (the defaults are used). */
export class OnrampOptionsError extends PorticoError {
  override name = 'OnrampOptionsError'
  static override readonly docsPath: string = '/errors#onramp-options'
  constructor(parameters: PorticoErrorParameters = {}) {
    super('Unable to load on-ramp options', { code: 'ONRAMP_OPTIONS_UNAVAILABLE', ...parameters })
  }
}

/** No quote, and no estimate either (no price for the token, or not a USD payment). */
export class OnrampQuoteError extends PorticoError {
  override name = 'OnrampQuoteError'
  static override readonly docsPath: string = '/errors#onramp-quote'
  constructor(parameters: PorticoErrorParameters = {}) {
    super('Unable to get a quote', { code: 'ONRAMP_QUOTE_FAILED', ...parameters })
  }
}

/** An amount that is not a decimal number with at most 2 decimals (cents). */
export class OnrampInvalidAmountError extends PorticoError {
  override name = 'OnrampInvalidAmountError'
  static override readonly docsPath: string = '/errors#onramp-invalid-amount'
  constructor(amount: string, parameters: PorticoErrorParameters = {}) {
    super('Invalid amount', {
      details: `'${amount}' is not an amount with at most 2 decimals`,
      code: 'ONRAMP_INVALID_AMOUNT',
      ...parameters,
    })
  }
}

/**
 * An amount no payment method of the currency accepts; `min`, `max` and `currency` let a view
 * word it in its own language.
 */
export class OnrampAmountOutOfRangeError extends PorticoError {
  override name = 'OnrampAmountOutOfRangeError'
  static override readonly docsPath: string = '/errors#onramp-amount-out-of-range'
  readonly min: string
  readonly max: string
  readonly currency: string
  constructor(
    limits: { min: string; max: string; currency: string },
    parameters: PorticoErrorParameters = {},
  ) {
    super(`Enter an amount between ${limits.min} and ${limits.max} ${limits.currency}`, {
      code: 'ONRAMP_AMOUNT_OUT_OF_RANGE',
      ...parameters,
    })
    this.min = limits.min
    this.max = limits.max
    this.currency = limits.currency
  }
}

/**
 * The active network cannot receive an on-ramp purchase: not EVM or Solana (spec §9), or no
 * purchase currency is offered on it.
 */
export class OnrampNetworkNotSupportedError extends PorticoError {
  override name = 'OnrampNetworkNotSupportedError'
  static override readonly docsPath: string = '/errors#onramp-network-not-supported'
  constructor(parameters: PorticoErrorParameters = {}) {
    super('Network not supported', { code: 'ONRAMP_NETWORK_NOT_SUPPORTED', ...parameters })
  }
}

/** A provider the API does not offer (the API's 400 ONRAMP_PROVIDER_NOT_AVAILABLE). */
export class OnrampProviderNotAvailableError extends PorticoError {
  override name = 'OnrampProviderNotAvailableError'
  static override readonly docsPath: string = '/errors#onramp-provider-not-available'
  constructor(provider: string, parameters: PorticoErrorParameters = {}) {
    super('Provider not available', {
      details: `The on-ramp provider '${provider}' is not offered`,
      code: 'ONRAMP_PROVIDER_NOT_AVAILABLE',
      ...parameters,
    })
  }
}

/** The browser blocked the on-ramp popup (openOnramp must run inside the visitor's click). */
export class OnrampPopupBlockedError extends PorticoError {
  override name = 'OnrampPopupBlockedError'
  static override readonly docsPath: string = '/errors#onramp-popup-blocked'
  constructor(parameters: PorticoErrorParameters = {}) {
    super('Popup blocked', { code: 'ONRAMP_POPUP_BLOCKED', ...parameters })
  }
}

/** `POST /v1/generators/onrampurl` failed, or answered a URL that is not http(s). */
export class OnrampUrlError extends PorticoError {
  override name = 'OnrampUrlError'
  static override readonly docsPath: string = '/errors#onramp-url'
  constructor(parameters: PorticoErrorParameters = {}) {
    super('Unable to open the on-ramp', { code: 'ONRAMP_URL_FAILED', ...parameters })
  }
}

/** The purchase watcher gave up: nothing arrived in time. */
export class OnrampPurchaseTimeoutError extends PorticoError {
  override name = 'OnrampPurchaseTimeoutError'
  static override readonly docsPath: string = '/errors#onramp-purchase-timeout'
  constructor(minutes: number, parameters: PorticoErrorParameters = {}) {
    super('The purchase did not arrive in time', {
      details: `The balance did not grow within ${minutes} minutes`,
      code: 'ONRAMP_PURCHASE_TIMEOUT',
      ...parameters,
    })
  }
}

/** The purchase watcher stopped because the wallet disconnected or changed account. */
export class OnrampWalletDisconnectedError extends PorticoError {
  override name = 'OnrampWalletDisconnectedError'
  static override readonly docsPath: string = '/errors#onramp-wallet-disconnected'
  constructor(parameters: PorticoErrorParameters = {}) {
    super('The wallet was disconnected', { code: 'ONRAMP_WALLET_DISCONNECTED', ...parameters })
  }
}

/** The API's checkout URL for a purchase is not an absolute http(s) URL (nothing else is opened). */
export class OnrampUrlNotHttpError extends PorticoError {
  override name = 'OnrampUrlNotHttpError'
  static override readonly docsPath: string = '/errors#onramp-url-not-http'
  constructor(parameters: PorticoErrorParameters = {}) {
    super('The API answered no http(s) URL', parameters)
  }
}

/** Which input of the on-ramp estimate was refused. */
export type OnrampEstimateInput = 'amount' | 'price' | 'fee'

/**
 * An input of the failed-quote estimate (spec §8) is not a decimal it can use: 'Not an amount:
 * '{amount}'' (negative or not a decimal), 'Not a price: {price}' (not positive), 'Not a fee:
 * {fee}' (negative).
 */
export class OnrampEstimateInputError extends PorticoError {
  override name = 'OnrampEstimateInputError'
  static override readonly docsPath: string = '/errors#onramp-estimate-input'
  readonly input: OnrampEstimateInput
  constructor(
    input: OnrampEstimateInput,
    value: string | number,
    parameters: PorticoErrorParameters = {},
  ) {
    super(
      input === 'amount'
        ? `Not an amount: '${value}'`
        : input === 'price'
          ? `Not a price: ${value}`
          : `Not a fee: ${value}`,
      parameters,
    )
    this.input = input
  }
}
