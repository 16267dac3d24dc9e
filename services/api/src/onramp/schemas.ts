import { type Static, Type } from '@sinclair/typebox'
import { ErrorResponse, ProjectQuery } from '../server/schemas.js'
import { FIAT_AMOUNT_PATTERN } from './fiatAmount.js'

/** The project query, optional here because createServer's project check reads it first. */
const projectQuery = {
  projectId: Type.Optional(ProjectQuery.properties.projectId),
  st: Type.Optional(ProjectQuery.properties.st),
  sv: Type.Optional(ProjectQuery.properties.sv),
}

/** A provider id: 'sandbox', 'coinbase', 'moonpay', 'transak'. */
const ProviderId = Type.String({ minLength: 1, maxLength: 64, pattern: '^[a-z0-9][a-z0-9_-]*$' })
/** An id from the options (currency, network, payment method). */
const OptionId = Type.String({ minLength: 1, maxLength: 64 })
/** A fiat amount: a decimal string with at most 2 decimals. */
const FiatAmount = Type.String({ pattern: FIAT_AMOUNT_PATTERN, maxLength: 16 })

export const OptionsQuery = Type.Object({
  ...projectQuery,
  /** One provider's options; without it the union of every provider's. */
  provider: Type.Optional(ProviderId),
})
export type OptionsQuery = Static<typeof OptionsQuery>

const Network = Type.Object({
  name: Type.String(),
  display_name: Type.String(),
  chain_id: Type.String(),
  contract_address: Type.String(),
})
const PurchaseCurrency = Type.Object({
  id: Type.String(),
  name: Type.String(),
  symbol: Type.String(),
  networks: Type.Array(Network),
})
const PaymentCurrency = Type.Object({
  id: Type.String(),
  payment_method_limits: Type.Array(
    Type.Object({ id: Type.String(), min: Type.String(), max: Type.String() }),
  ),
})

/** `GET /v1/onramp/options` (spec §3 "Onramp options"). */
export const OptionsResponse = Type.Object({
  providers: Type.Array(Type.String()),
  paymentCurrencies: Type.Array(PaymentCurrency),
  purchaseCurrencies: Type.Array(PurchaseCurrency),
})

export const QuoteBody = Type.Object({
  provider: Type.Optional(ProviderId),
  purchaseCurrency: OptionId,
  paymentCurrency: OptionId,
  /** What the buyer pays, in the payment currency. */
  amount: FiatAmount,
  network: OptionId,
  /** @default 'card' */
  paymentMethod: Type.Optional(OptionId),
})
export type QuoteBody = Static<typeof QuoteBody>

const Amount = Type.Object({ amount: Type.String(), currency: Type.String() })

/** `POST /v1/onramp/quote` (spec §3 "Onramp quote"). */
export const QuoteResponse = Type.Object({
  networkFee: Amount,
  paymentSubtotal: Amount,
  paymentTotal: Amount,
  purchaseAmount: Amount,
  quoteId: Type.String(),
  providerFee: Type.Optional(Amount),
})

export const OnrampUrlBody = Type.Object({
  provider: Type.Optional(ProviderId),
  destinationWallets: Type.Array(
    Type.Object({
      /** An address of the listed networks; a CAIP-10 account id is taken too. */
      address: Type.String({ minLength: 1, maxLength: 128 }),
      blockchains: Type.Array(OptionId, { minItems: 1, maxItems: 20 }),
      assets: Type.Optional(Type.Array(OptionId, { maxItems: 20 })),
    }),
    { minItems: 1, maxItems: 10 },
  ),
  defaultNetwork: Type.Optional(OptionId),
  partnerUserId: Type.String({ minLength: 1, maxLength: 256 }),
  defaultExperience: Type.Literal('buy'),
  defaultAsset: Type.Optional(OptionId),
  presetCryptoAmount: Type.Optional(
    Type.String({ pattern: '^[0-9]{1,30}(\\.[0-9]{1,30})?$', maxLength: 61 }),
  ),
  presetFiatAmount: Type.Optional(FiatAmount),
  paymentCurrency: Type.Optional(OptionId),
  paymentMethod: Type.Optional(OptionId),
  redirectUrl: Type.Optional(Type.String({ minLength: 1, maxLength: 2048 })),
})
export type OnrampUrlBody = Static<typeof OnrampUrlBody>

export const OnrampUrlResponse = Type.Object({ url: Type.String() })

/** Error answers of the on-ramp routes, for their response schemas (OpenAPI). */
export const ONRAMP_ROUTE_ERRORS = {
  400: ErrorResponse,
  401: ErrorResponse,
  403: ErrorResponse,
  429: ErrorResponse,
  502: ErrorResponse,
} as const
