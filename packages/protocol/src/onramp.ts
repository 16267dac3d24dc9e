import { type Static, Type } from '@sinclair/typebox'

/** A fiat amount on the wire: digits, optionally a point and one or two decimals; no sign, no exponent. */
export const FIAT_AMOUNT_PATTERN = '^(0|[1-9][0-9]{0,11})(\\.[0-9]{1,2})?$'

/** A provider id: 'sandbox', 'coinbase', 'moonpay', 'transak'. */
export const OnrampProviderId = Type.String({
  minLength: 1,
  maxLength: 64,
  pattern: '^[a-z0-9][a-z0-9_-]*$',
})
/** An id from the options (currency, network, payment method). */
export const OnrampOptionId = Type.String({ minLength: 1, maxLength: 64 })
/** A fiat amount: a decimal string with at most 2 decimals. */
export const FiatAmount = Type.String({ pattern: FIAT_AMOUNT_PATTERN, maxLength: 16 })

/** A network a purchase currency can be delivered on (spec §3 "Onramp options"). */
export const OnrampNetwork = Type.Object({
  /** The provider's network id, what `network` and `blockchains` name: 'ethereum', 'devnet-a'. */
  name: Type.String(),
  display_name: Type.String(),
  /** Decimal chain id: '1', '31337'. */
  chain_id: Type.String(),
  /** The token contract; the zero-value native address 0xeeee…eeee for the native currency. */
  contract_address: Type.String(),
})
export type OnrampNetwork = Static<typeof OnrampNetwork>

/** A token that can be bought (spec §3: id, name, symbol, networks). */
export const OnrampPurchaseCurrency = Type.Object({
  id: Type.String(),
  name: Type.String(),
  symbol: Type.String(),
  networks: Type.Array(OnrampNetwork),
})
export type OnrampPurchaseCurrency = Static<typeof OnrampPurchaseCurrency>

/** A payment method's limits in a fiat currency (spec §3 payment_method_limits: id, min, max). */
export const OnrampPaymentMethodLimit = Type.Object({
  /** 'card', 'ach' (bank account), … */
  id: Type.String(),
  /** Decimal strings with 2 decimals: '10.00'. */
  min: Type.String(),
  max: Type.String(),
})
export type OnrampPaymentMethodLimit = Static<typeof OnrampPaymentMethodLimit>

/** A fiat currency to pay with (spec §3: id, payment_method_limits). */
export const OnrampPaymentCurrency = Type.Object({
  /** ISO 4217: 'USD', 'EUR'. */
  id: Type.String(),
  payment_method_limits: Type.Array(OnrampPaymentMethodLimit),
})
export type OnrampPaymentCurrency = Static<typeof OnrampPaymentCurrency>

/** `GET /v1/onramp/options` (spec §3 "Onramp options"). */
export const OnrampOptionsResponse = Type.Object({
  providers: Type.Array(Type.String()),
  paymentCurrencies: Type.Array(OnrampPaymentCurrency),
  purchaseCurrencies: Type.Array(OnrampPurchaseCurrency),
})
export type OnrampOptionsResponse = Static<typeof OnrampOptionsResponse>

/** `POST /v1/onramp/quote`'s body (docs/swaps-and-onramp.md). */
export const OnrampQuoteBody = Type.Object({
  /** A provider id of the options; absent: the API picks. */
  provider: Type.Optional(OnrampProviderId),
  /** A purchase currency's id. */
  purchaseCurrency: OnrampOptionId,
  /** A payment currency's id. */
  paymentCurrency: OnrampOptionId,
  /** What the buyer pays, in the payment currency, at most 2 decimals. */
  amount: FiatAmount,
  /** A network's `name` of the options. */
  network: OnrampOptionId,
  /** @default 'card' */
  paymentMethod: Type.Optional(OnrampOptionId),
})
export type OnrampQuoteBody = Static<typeof OnrampQuoteBody>

/** An amount in a currency (spec §3 "Onramp quote": each amount and currency). Decimal string. */
export const OnrampAmount = Type.Object({ amount: Type.String(), currency: Type.String() })
export type OnrampAmount = Static<typeof OnrampAmount>

/**
 * `POST /v1/onramp/quote` (spec §3 "Onramp quote: networkFee, paymentSubtotal, paymentTotal,
 * purchaseAmount … quoteId"). paymentTotal is what the buyer pays; paymentSubtotal what buys the
 * tokens; the fees are in the payment currency and `paymentSubtotal + providerFee + networkFee =
 * paymentTotal` exactly; providerFee is the provider's own fee (spec §9: 1–2 %) when it tells it.
 */
export const OnrampQuoteResponse = Type.Object({
  networkFee: OnrampAmount,
  paymentSubtotal: OnrampAmount,
  paymentTotal: OnrampAmount,
  purchaseAmount: OnrampAmount,
  quoteId: Type.String(),
  providerFee: Type.Optional(OnrampAmount),
})
export type OnrampQuoteResponse = Static<typeof OnrampQuoteResponse>

/** One wallet a purchase may go to (Coinbase Onramp's destinationWallets shape). */
export const OnrampDestinationWallet = Type.Object({
  /** An address of the listed networks (0x… on EVM, base58 on Solana); a CAIP-10 id is taken too. */
  address: Type.String({ minLength: 1, maxLength: 128 }),
  /** Network names of the options. */
  blockchains: Type.Array(OnrampOptionId, { minItems: 1, maxItems: 20 }),
  /** Purchase currency symbols; empty or absent = any. */
  assets: Type.Optional(Type.Array(OnrampOptionId, { maxItems: 20 })),
})
export type OnrampDestinationWallet = Static<typeof OnrampDestinationWallet>

/** `POST /v1/generators/onrampurl`'s body (spec §7; docs/swaps-and-onramp.md). */
export const OnrampUrlBody = Type.Object({
  provider: Type.Optional(OnrampProviderId),
  destinationWallets: Type.Array(OnrampDestinationWallet, { minItems: 1, maxItems: 10 }),
  /** A network name from the options. */
  defaultNetwork: Type.Optional(OnrampOptionId),
  /** The buyer's id at the partner (the widget sends the account). */
  partnerUserId: Type.String({ minLength: 1, maxLength: 256 }),
  defaultExperience: Type.Literal('buy'),
  /** A purchase currency's id or symbol the provider opens with. */
  defaultAsset: Type.Optional(OnrampOptionId),
  /** Whole units of the purchase currency, decimal string. */
  presetCryptoAmount: Type.Optional(
    Type.String({ pattern: '^[0-9]{1,30}(\\.[0-9]{1,30})?$', maxLength: 61 }),
  ),
  /** Decimal string, at most 2 decimals. */
  presetFiatAmount: Type.Optional(FiatAmount),
  /** A payment currency's id. @default 'USD' */
  paymentCurrency: Type.Optional(OnrampOptionId),
  /** A payment method's id. @default 'card' */
  paymentMethod: Type.Optional(OnrampOptionId),
  /** Where the provider sends the buyer back, if it does. */
  redirectUrl: Type.Optional(Type.String({ minLength: 1, maxLength: 2048 })),
})
export type OnrampUrlBody = Static<typeof OnrampUrlBody>

/** `POST /v1/generators/onrampurl`: the provider's checkout URL. */
export const OnrampUrlResponse = Type.Object({ url: Type.String() })
export type OnrampUrlResponse = Static<typeof OnrampUrlResponse>
