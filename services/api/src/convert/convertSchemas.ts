import { Type } from '@sinclair/typebox'
import { ProjectQuery } from '../server/schemas.js'

/** A CAIP-2 chain id (`eip155:31337`); chains without swaps answer 'Network not supported'. */
export const Caip2ChainId = Type.String({
  maxLength: 41,
  pattern: '^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$',
  description: 'CAIP-2 chain id, e.g. eip155:31337',
})

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

/** A wei amount that may be 0 (a gas price). */
const Wei = Type.String({ pattern: '^[0-9]{1,78}$', description: 'wei as a decimal string' })

/** GET /v1/convert/tokens */
export const TokensQuery = Type.Object({ ...ProjectQuery.properties, chainId: Caip2ChainId })

/** GET /v1/convert/quotes */
export const QuotesQuery = Type.Object({
  ...ProjectQuery.properties,
  amount: BaseUnits,
  userAddress: Caip10Address,
  from: Caip10Address,
  to: Caip10Address,
  gasPrice: Type.Optional(Wei),
})

/** GET /v1/convert/allowance */
export const AllowanceQuery = Type.Object({
  ...ProjectQuery.properties,
  tokenAddress: Caip10Address,
  userAddress: Caip10Address,
})

/** GET /v1/convert/gas-price */
export const GasPriceQuery = Type.Object({ ...ProjectQuery.properties, chainId: Caip2ChainId })

/** GET /v1/convert/build-approve */
export const BuildApproveQuery = Type.Object({
  ...ProjectQuery.properties,
  userAddress: Caip10Address,
  from: Caip10Address,
  to: Caip10Address,
  amount: Type.Optional(BaseUnits),
})

/**
 * The slippage tolerance in percent, 0.01 to 50 (spec §9: 1 by default). AppKit-style clients
 * send it as a string ('1'); the validator coerces it.
 */
export const SlippagePercent = Type.Number({ minimum: 0.01, maximum: 50 })

/** POST /v1/convert/build-transaction */
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

/** The query of POST /v1/convert/build-transaction: the project only. */
export const BuildTransactionQuery = ProjectQuery

const Token = Type.Object({
  name: Type.String(),
  symbol: Type.String(),
  address: Type.String({ description: 'CAIP-10' }),
  decimals: Type.Integer(),
  logoUri: Type.String(),
  eip2612: Type.Boolean(),
})

/** { tokens } */
export const TokensResponse = Type.Object({ tokens: Type.Array(Token) })

/** { quotes } */
export const QuotesResponse = Type.Object({
  quotes: Type.Array(
    Type.Object({
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
    }),
  ),
})

/** { allowance } */
export const AllowanceResponse = Type.Object({ allowance: Type.String() })

/** { standard, fast, instant } in wei */
export const GasPriceResponse = Type.Object({
  standard: Type.String(),
  fast: Type.String(),
  instant: Type.String(),
})

const Eip155Gas = Type.Object({
  gas: Type.Optional(Type.String({ description: 'Absent when not estimated' })),
  gasPrice: Type.String(),
})

/** { tx } of build-approve */
export const BuildApproveResponse = Type.Object({
  tx: Type.Object({
    from: Type.String({ description: 'CAIP-10 of the sender' }),
    to: Type.String(),
    data: Type.String(),
    value: Type.String(),
    eip155: Eip155Gas,
  }),
})

/** { tx } of build-transaction */
export const BuildTransactionResponse = Type.Object({
  tx: Type.Object({
    from: Type.String({ description: 'CAIP-10 of the sender' }),
    to: Type.String(),
    data: Type.String(),
    amount: Type.String({ description: 'Native value in wei' }),
    eip155: Eip155Gas,
  }),
})
