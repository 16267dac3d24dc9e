import type * as Wire from '@portico/protocol'
import type { PorticoError } from '../../errors/PorticoError.js'

/*
 * The on-ramp's shapes are the API's (@portico/protocol): options and quotes are kept in the store
 * as the API answers them, their lists read-only.
 */

/** An amount in a currency (spec §3 "Onramp quote": each amount and currency). */
export type OnrampAmount = Wire.OnrampAmount

/**
 * Spec §3 "Onramp quote: networkFee, paymentSubtotal, paymentTotal, purchaseAmount … quoteId";
 * providerFee is the provider's own fee (spec §9: 1–2 %), when the API tells it or the quote is an
 * estimate.
 */
export type OnrampQuote = Wire.OnrampQuoteResponse

/** A network a purchase currency can be delivered on (spec §3 "Onramp options"). */
export type OnrampNetwork = Wire.OnrampNetwork

/** A token that can be bought (spec §3: id, name, symbol, networks). */
export type OnrampPurchaseCurrency = Omit<Wire.OnrampPurchaseCurrency, 'networks'> & {
  networks: readonly OnrampNetwork[]
}

/** A payment method's limits in a fiat currency (spec §3 payment_method_limits: id, min, max). */
export type OnrampPaymentMethodLimit = Wire.OnrampPaymentMethodLimit

/** A fiat currency to pay with (spec §3: id, payment_method_limits). */
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
 * The on-ramp (spec §4 "On-ramp: provider selected or none, quotes loading, error message").
 * Options come from `GET /v1/onramp/options`, or the built-in defaults when that fails (spec §8).
 */
export type OnrampState = {
  /** The providers the API offers (spec §5: an array of strings, else empty). */
  providers: readonly string[]
  /** Spec §4 "provider selected or none". */
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
  /** The quote is an estimate (spec §8 "a failed quote falls back to a mocked quote"): the UI says so. */
  quoteIsEstimate: boolean
  /** Spec §4 "quotes loading". */
  quotesLoading: boolean
  /** Spec §4 "error message": the last failure, shown by the views. */
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
