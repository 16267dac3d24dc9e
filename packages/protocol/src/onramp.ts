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

/** A network a currency can be bought on (spec §3 "Onramp options"). */
export const OnrampNetwork = Type.Object({
  name: Type.String(),
  display_name: Type.String(),
  /** Decimal chain id as text. */
  chain_id: Type.String(),
  contract_address: Type.String(),
})
export type OnrampNetwork = Static<typeof OnrampNetwork>

/** A currency that can be bought. */
export const OnrampPurchaseCurrency = Type.Object({
  id: Type.String(),
  name: Type.String(),
  symbol: Type.String(),
  networks: Type.Array(OnrampNetwork),
})
export type OnrampPurchaseCurrency = Static<typeof OnrampPurchaseCurrency>

/** A payment method's limits, decimal strings in the payment currency. */
export const OnrampPaymentMethodLimit = Type.Object({
  id: Type.String(),
  min: Type.String(),
  max: Type.String(),
})
export type OnrampPaymentMethodLimit = Static<typeof OnrampPaymentMethodLimit>

/** A currency that can be paid with. */
export const OnrampPaymentCurrency = Type.Object({
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

/** An amount of a currency, a decimal string. */
export const OnrampAmount = Type.Object({ amount: Type.String(), currency: Type.String() })
export type OnrampAmount = Static<typeof OnrampAmount>

/** `POST /v1/onramp/quote` (spec §3 "Onramp quote"). */
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
  /** Purchase currency symbols. */
  assets: Type.Optional(Type.Array(OnrampOptionId, { maxItems: 20 })),
})
export type OnrampDestinationWallet = Static<typeof OnrampDestinationWallet>

/** `POST /v1/generators/onrampurl`'s body (spec §7; docs/swaps-and-onramp.md). */
export const OnrampUrlBody = Type.Object({
  provider: Type.Optional(OnrampProviderId),
  destinationWallets: Type.Array(OnrampDestinationWallet, { minItems: 1, maxItems: 10 }),
  defaultNetwork: Type.Optional(OnrampOptionId),
  partnerUserId: Type.String({ minLength: 1, maxLength: 256 }),
  defaultExperience: Type.Literal('buy'),
  defaultAsset: Type.Optional(OnrampOptionId),
  presetCryptoAmount: Type.Optional(
    Type.String({ pattern: '^[0-9]{1,30}(\\.[0-9]{1,30})?$', maxLength: 61 }),
  ),
  /** Decimal string, at most 2 decimals. */
  presetFiatAmount: Type.Optional(FiatAmount),
  paymentCurrency: Type.Optional(OnrampOptionId),
  paymentMethod: Type.Optional(OnrampOptionId),
  redirectUrl: Type.Optional(Type.String({ minLength: 1, maxLength: 2048 })),
})
export type OnrampUrlBody = Static<typeof OnrampUrlBody>

/** `POST /v1/generators/onrampurl`: the provider's checkout URL. */
export const OnrampUrlResponse = Type.Object({ url: Type.String() })
export type OnrampUrlResponse = Static<typeof OnrampUrlResponse>
