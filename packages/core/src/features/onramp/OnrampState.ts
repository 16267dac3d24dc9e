import type * as Wire from '@portico/protocol'
import type { PorticoError } from '../../errors/PorticoError.js'

/*
 * The on-ramp's shapes are the API's (@portico/protocol): options and quotes are kept in the store
 * as the API answers them, their lists read-only.
 */

/** An amount and its currency, as a quote gives each of its amounts. */
export type OnrampAmount = Wire.OnrampAmount

/**
 * An on-ramp quote (docs/swaps-and-onramp.md#on-ramp-core-as-built): the network fee, the
 * payment's subtotal and total, the amount bought and the quote's id; providerFee is the
 * provider's own fee (1–2 %), when the API tells it or the quote is an estimate.
 */
export type OnrampQuote = Wire.OnrampQuoteResponse

/** A network a purchase currency can be delivered on. */
export type OnrampNetwork = Wire.OnrampNetwork

/** A token that can be bought, and the networks it can be delivered on. */
export type OnrampPurchaseCurrency = Omit<Wire.OnrampPurchaseCurrency, 'networks'> & {
  networks: readonly OnrampNetwork[]
}

/** A payment method's limits in a fiat currency: the least and the most it takes. */
export type OnrampPaymentMethodLimit = Wire.OnrampPaymentMethodLimit

/** A fiat currency to pay with, and the limits of each payment method in it. */
export type OnrampPaymentCurrency = Omit<Wire.OnrampPaymentCurrency, 'payment_method_limits'> & {
  payment_method_limits: readonly OnrampPaymentMethodLimit[]
}

/** A purchase started in the provider's popup, watched until the tokens arrive. */
export type OnrampPurchase = {
  provider: string
  /** The token bought and where it goes. */
  symbol: string
  /** CAIP-10 of the destination account. */
  address: string
  /** The token contract on the destination chain; absent for the native currency. */
  tokenAddress?: string | undefined
  /** The expected amount (the quote's purchaseAmount), whole units. */
  expectedAmount: string
  /** The balance when the purchase started, whole units (exact decimal string). */
  startBalance: string
  /** What arrived, whole units, once status is 'arrived'. */
  receivedAmount?: string | undefined
  status: 'waiting' | 'arrived' | 'failed'
  startedAt: number
}

/**
 * The on-ramp (docs/swaps-and-onramp.md#on-ramp-core-as-built). Options come from
 * `GET /v1/onramp/options`, or the built-in defaults when that fails.
 */
export type OnrampState = {
  /** The providers the API offers (empty when its answer is not a list of names). */
  providers: readonly string[]
  /** The provider the user picked, if any. */
  selectedProvider?: string | undefined
  paymentCurrencies: readonly OnrampPaymentCurrency[]
  purchaseCurrencies: readonly OnrampPurchaseCurrency[]
  /** True when the options are the built-in defaults (the API's could not be read). */
  defaultOptions: boolean
  optionsLoading: boolean
  paymentCurrency?: OnrampPaymentCurrency | undefined
  purchaseCurrency?: OnrampPurchaseCurrency | undefined
  /** What the user typed, in the payment currency. */
  paymentAmount: string
  quote?: OnrampQuote | undefined
  /** The quote is an estimate, made when the API's quote failed: the UI says so. */
  quoteIsEstimate: boolean
  /** A quote is being fetched. */
  quotesLoading: boolean
  /** The last failure, shown by the views (docs/errors.md#on-ramp). */
  error?: PorticoError | undefined
  purchase?: OnrampPurchase | undefined
}

/** An on-ramp not started; resetOnramp returns to it. */
export function initialOnrampState(): OnrampState {
  return {
    providers: [],
    paymentCurrencies: [],
    purchaseCurrencies: [],
    defaultOptions: false,
    optionsLoading: false,
    paymentAmount: '',
    quoteIsEstimate: false,
    quotesLoading: false,
  }
}
