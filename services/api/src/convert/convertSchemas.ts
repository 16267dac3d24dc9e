import { BaseUnits, Caip10Address } from '@portico/protocol'
import { Type } from '@sinclair/typebox'
import { ProjectQuery } from '../server/schemas.js'

/*
 * The convert routes' queries. The build-transaction body and every answer (ConvertTokensResponse,
 * ConvertQuotesResponse, ConvertAllowanceResponse, ConvertGasPriceResponse, BuildApproveResponse,
 * BuildTransactionResponse) are @portico/protocol's.
 */

/** A CAIP-2 chain id (`eip155:31337`); chains without swaps answer 'Network not supported'. */
export const Caip2ChainId = Type.String({
  maxLength: 41,
  pattern: '^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$',
  description: 'CAIP-2 chain id, e.g. eip155:31337',
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

/** The query of POST /v1/convert/build-transaction: the project only. */
export const BuildTransactionQuery = ProjectQuery
