import { type Static, Type } from '@sinclair/typebox'

/** A CAIP-10 account or token (`eip155:31337:0x…`; the native currency is 0xeeee…). */
export const Caip10Address = Type.String({
  maxLength: 170,
  pattern: '^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}:[-.%a-zA-Z0-9]{1,128}$',
  description: 'CAIP-10 address, e.g. eip155:31337:0x…',
})

/** A positive amount in base units as a decimal string (checked against uint256 by the route). */
export const BaseUnits = Type.String({
  pattern: '^[1-9][0-9]{0,77}$',
  description: 'Base units as a decimal string, 1 to 2^256 − 1',
})

/**
 * The slippage tolerance in percent, 0.01 to 50 (spec §9: 1 by default). AppKit-style clients
 * send it as a string ('1'); the validator coerces it.
 */
export const SlippagePercent = Type.Number({ minimum: 0.01, maximum: 50 })

/** A token of `GET /v1/convert/tokens`; `address` is CAIP-10 (native: `…:0xeeee…`). */
export const ConvertToken = Type.Object({
  name: Type.String(),
  symbol: Type.String(),
  address: Type.String({ description: 'CAIP-10' }),
  decimals: Type.Integer(),
  logoUri: Type.String(),
  eip2612: Type.Boolean(),
})
export type ConvertToken = Static<typeof ConvertToken>

/** `GET /v1/convert/tokens`. */
export const ConvertTokensResponse = Type.Object({ tokens: Type.Array(ConvertToken) })
export type ConvertTokensResponse = Static<typeof ConvertTokensResponse>

/** A quote of `GET /v1/convert/quotes`; amounts in base units as decimal strings. */
export const ConvertQuote = Type.Object({
  id: Type.String(),
  fromAmount: Type.String(),
  fromAccount: Type.String({ description: 'CAIP-10 of the source token' }),
  toAmount: Type.String(),
  toAccount: Type.String({ description: 'CAIP-10 of the target token' }),
  provider: Type.Object({ id: Type.String(), name: Type.String() }),
  fee: Type.Object({
    bps: Type.Integer(),
    amount: Type.String({ description: 'In the source token, base units' }),
  }),
  priceImpact: Type.Optional(Type.Number({ description: 'Percent' })),
})
export type ConvertQuote = Static<typeof ConvertQuote>

/** `GET /v1/convert/quotes`, best first. */
export const ConvertQuotesResponse = Type.Object({ quotes: Type.Array(ConvertQuote) })
export type ConvertQuotesResponse = Static<typeof ConvertQuotesResponse>

/** `GET /v1/convert/allowance`: base units as a decimal string. */
export const ConvertAllowanceResponse = Type.Object({ allowance: Type.String() })
export type ConvertAllowanceResponse = Static<typeof ConvertAllowanceResponse>

/** `GET /v1/convert/gas-price`: wei as decimal strings. */
export const ConvertGasPriceResponse = Type.Object({
  standard: Type.String(),
  fast: Type.String(),
  instant: Type.String(),
})
export type ConvertGasPriceResponse = Static<typeof ConvertGasPriceResponse>

const Eip155Gas = Type.Object({
  gas: Type.Optional(Type.String({ description: 'Absent when not estimated' })),
  gasPrice: Type.String(),
})

/** `GET /v1/convert/build-approve`: the approval transaction. */
export const BuildApproveResponse = Type.Object({
  tx: Type.Object({
    from: Type.String({ description: 'CAIP-10 of the sender' }),
    to: Type.String(),
    data: Type.String(),
    value: Type.String(),
    eip155: Eip155Gas,
  }),
})
export type BuildApproveResponse = Static<typeof BuildApproveResponse>

/** `POST /v1/convert/build-transaction`'s body. */
export const BuildTransactionBody = Type.Object(
  {
    amount: BaseUnits,
    eip155: Type.Optional(
      Type.Object({ slippage: Type.Optional(SlippagePercent) }, { additionalProperties: false }),
    ),
    from: Caip10Address,
    to: Caip10Address,
    userAddress: Caip10Address,
    disableEstimate: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
)
export type BuildTransactionBody = Static<typeof BuildTransactionBody>

/** `POST /v1/convert/build-transaction`: the swap transaction. */
export const BuildTransactionResponse = Type.Object({
  tx: Type.Object({
    from: Type.String({ description: 'CAIP-10 of the sender' }),
    to: Type.String(),
    data: Type.String(),
    amount: Type.String({ description: 'Native value in wei' }),
    eip155: Eip155Gas,
  }),
})
export type BuildTransactionResponse = Static<typeof BuildTransactionResponse>
