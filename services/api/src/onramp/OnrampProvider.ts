import type { FastifyPluginAsync } from 'fastify'

/**
 * The on-ramp's provider interface and its wire shapes (spec §3 "Onramp quote" and "Onramp
 * options", docs/swaps-and-onramp.md). Every provider (the devnet sandbox, Coinbase Onramp, MoonPay,
 * Transak) implements OnrampProvider; the routes in onrampRoutes.ts validate the input and pick the
 * provider, so a provider sees only well-formed requests.
 *
 * Errors: a provider throws `ApiError` (server/errors.ts): 'VALIDATION_ERROR' with details for
 * input it cannot serve (a currency or network it does not offer, an amount outside its limits),
 * 'ONRAMP_PROVIDER_ERROR' when its upstream fails. Never put secrets in messages or details.
 */

/** An amount in a currency (spec §3 "Onramp quote": each amount and currency). Decimal string. */
export type OnrampAmount = { amount: string; currency: string }

/**
 * Spec §3 "Onramp quote: networkFee, paymentSubtotal, paymentTotal, purchaseAmount … quoteId".
 * paymentTotal is what the buyer pays; paymentSubtotal what buys the tokens; the fees are in the
 * payment currency and `paymentSubtotal + providerFee + networkFee = paymentTotal` exactly.
 */
export type OnrampQuote = {
  networkFee: OnrampAmount
  paymentSubtotal: OnrampAmount
  paymentTotal: OnrampAmount
  purchaseAmount: OnrampAmount
  quoteId: string
  /** The provider's own fee (spec §9: 1–2 %), when the provider tells it. */
  providerFee?: OnrampAmount | undefined
}

/** A network a purchase currency can be delivered on (spec §3 "Onramp options"). */
export type OnrampNetwork = {
  /** The provider's network id, what `network` and `blockchains` name: 'ethereum', 'devnet-a'. */
  name: string
  display_name: string
  /** Decimal chain id: '1', '31337'. */
  chain_id: string
  /** The token contract; the zero-value native address 0xeeee…eeee for the native currency. */
  contract_address: string
}

/** A token that can be bought (spec §3: id, name, symbol, networks). */
export type OnrampPurchaseCurrency = {
  id: string
  name: string
  symbol: string
  networks: OnrampNetwork[]
}

/** A payment method's limits in a fiat currency (spec §3 payment_method_limits: id, min, max). */
export type OnrampPaymentMethodLimit = {
  /** 'card', 'ach' (bank account), … */
  id: string
  /** Decimal strings with 2 decimals: '10.00'. */
  min: string
  max: string
}

/** A fiat currency to pay with (spec §3: id, payment_method_limits). */
export type OnrampPaymentCurrency = {
  /** ISO 4217: 'USD', 'EUR'. */
  id: string
  payment_method_limits: OnrampPaymentMethodLimit[]
}

/** What a provider offers (the body of `GET /v1/onramp/options` without `providers`). */
export type OnrampCurrencyOptions = {
  paymentCurrencies: OnrampPaymentCurrency[]
  purchaseCurrencies: OnrampPurchaseCurrency[]
}

/** `POST /v1/onramp/quote`'s body, validated (provider already picked). */
export type OnrampQuoteRequest = {
  /** A purchase currency's id or symbol: 'USDC'. */
  purchaseCurrency: string
  /** A payment currency's id: 'USD'. */
  paymentCurrency: string
  /** What the buyer pays, in the payment currency: a decimal string with at most 2 decimals. */
  amount: string
  /** A network's `name` from the options. */
  network: string
  /** A payment method's id. @default 'card' */
  paymentMethod?: string | undefined
}

/** One wallet the purchase may go to (Coinbase Onramp's destinationWallets shape). */
export type OnrampDestinationWallet = {
  /** The address on those networks (0x… for EVM, base58 for Solana). */
  address: string
  /** Network names from the options. */
  blockchains: string[]
  /** Purchase currency symbols; empty or absent = any. */
  assets?: string[] | undefined
}

/** `POST /v1/generators/onrampurl`'s body, validated, plus what the route knows. */
export type OnrampUrlRequest = {
  destinationWallets: OnrampDestinationWallet[]
  /** A network name from the options. */
  defaultNetwork?: string | undefined
  /** The buyer's id at the partner (the widget sends the account). */
  partnerUserId: string
  defaultExperience: 'buy'
  /** A purchase currency's id or symbol the provider opens with. */
  defaultAsset?: string | undefined
  /** Whole units of the purchase currency, decimal string. */
  presetCryptoAmount?: string | undefined
  /** Units of the payment currency, decimal string with at most 2 decimals. */
  presetFiatAmount?: string | undefined
  /** A payment currency's id. @default 'USD' */
  paymentCurrency?: string | undefined
  /** A payment method's id. @default 'card' */
  paymentMethod?: string | undefined
  /** Where the provider sends the buyer back, if it does. */
  redirectUrl?: string | undefined
  /** The project asking (for the provider's partner reference). */
  projectId: string
  /**
   * The API's own base URL as configured (PORTICO_API_PUBLIC_URL, `http://127.0.0.1:4000` by
   * default; never the request's Host), without a trailing slash: where the sandbox's checkout
   * page lives. Production providers ignore it.
   */
  apiBaseUrl: string
  /** The buyer's IP address as the API saw it (behind a proxy: PORTICO_API_TRUST_PROXY); Coinbase asks for it. */
  clientIp?: string | undefined
}

/** One on-ramp provider (docs/swaps-and-onramp.md "On-ramp providers"). */
export type OnrampProvider = {
  /** 'sandbox', 'coinbase', 'moonpay', 'transak': what `provider` in the requests names. */
  id: string
  /** Shown to the buyer: 'Coinbase', 'Portico Sandbox (devnet)'. */
  name: string
  /** The provider's fee range in basis points (spec §9: 100–200), for the providers list. */
  feeBps?: { min: number; max: number } | undefined
  /** Currencies and limits it offers. */
  options(): Promise<OnrampCurrencyOptions>
  /** A quote for paying `amount`; absent when the provider gives none (the widget estimates). */
  quote?(request: OnrampQuoteRequest): Promise<OnrampQuote>
  /** The URL of the provider's checkout for this purchase (signed where the provider wants it). */
  buildUrl(request: OnrampUrlRequest): Promise<string>
  /**
   * The provider's own routes, registered by the on-ramp routes (the sandbox's checkout page; a
   * provider's webhook). Routes that take no project set `config: { public: true }`.
   */
  routes?: FastifyPluginAsync | undefined
  /** Releases what it holds (clients, timers). */
  close?(): Promise<void>
}
