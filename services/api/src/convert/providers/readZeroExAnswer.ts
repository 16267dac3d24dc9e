import { getAddress, type Hex, isAddress, isHex } from 'viem'
import {
  NATIVE_TOKEN_ADDRESS,
  type SwapCall,
  SwapProviderError,
  type SwapQuoteParameters,
} from '../SwapProvider.js'
import type { ZeroExChain } from './zeroExChains.js'

export type Answer = { buyAmount: bigint; priceImpact: number | undefined }

/**
 * What `/price` and `/quote` share: liquidity, the pair and amount answered for, `buyAmount`, the
 * AllowanceHolder named in `issues.allowance` (it must be the one Portico approves).
 */
export function readAnswer(
  body: unknown,
  parameters: SwapQuoteParameters,
  chain: ZeroExChain,
): Answer {
  if (!isRecord(body)) throw unexpected('a body that is not an object')
  if (body.liquidityAvailable === false)
    throw new SwapProviderError(
      'INSUFFICIENT_LIQUIDITY',
      '0x found no liquidity for this pair and amount',
    )
  if (body.liquidityAvailable !== true) throw unexpected('no liquidityAvailable')
  for (const [field, expected] of [
    ['sellToken', parameters.from],
    ['buyToken', parameters.to],
  ] as const) {
    const answered = body[field]
    if (answered !== undefined && !sameAddress(answered, expected))
      throw unexpected(`${field} ${String(answered)} instead of the one asked for`)
  }
  if (body.sellAmount !== undefined && body.sellAmount !== parameters.amount.toString())
    throw unexpected(`sellAmount ${String(body.sellAmount)} instead of ${parameters.amount}`)
  const buyAmount = readAmount(body.buyAmount, 'buyAmount')
  const allowance = isRecord(body.issues) ? body.issues.allowance : undefined
  if (isRecord(allowance) && !sameAddress(allowance.spender, chain.allowanceHolder))
    throw new SwapProviderError(
      'PROVIDER_ERROR',
      `0x named ${String(allowance.spender)} as the spender to approve, not AllowanceHolder ${chain.allowanceHolder}; refusing it`,
    )
  const impact = Number(body.estimatedPriceImpact)
  const priceImpact =
    body.estimatedPriceImpact === undefined || body.estimatedPriceImpact === null
      ? undefined
      : Number.isFinite(impact)
        ? impact
        : undefined
  return { buyAmount, priceImpact }
}

/** `/quote`'s transaction; its value must be the amount sold when that is the native currency. */
export function readTransaction(body: unknown, parameters: SwapQuoteParameters): SwapCall {
  const transaction = isRecord(body) ? body.transaction : undefined
  if (!isRecord(transaction)) throw unexpected('no transaction')
  const { to, data } = transaction
  if (typeof to !== 'string' || !isAddress(to, { strict: false }))
    throw unexpected('a transaction without a valid to')
  if (typeof data !== 'string' || !isHex(data) || data.length < 10)
    throw unexpected('a transaction without calldata')
  const value = readAmount(transaction.value ?? '0', 'transaction.value')
  const sellsNative = parameters.from.toLowerCase() === NATIVE_TOKEN_ADDRESS
  const expectedValue = sellsNative ? parameters.amount : 0n
  if (value !== expectedValue)
    throw unexpected(`a transaction value of ${value} wei where ${expectedValue} is due`)
  return { to: getAddress(to), data: data as Hex, value }
}

export function readAmount(value: unknown, field: string): bigint {
  if (typeof value !== 'string' || !/^\d{1,78}$/.test(value)) throw unexpected(`no ${field}`)
  return BigInt(value)
}

export function sameAddress(answered: unknown, expected: string): boolean {
  return typeof answered === 'string' && answered.toLowerCase() === expected.toLowerCase()
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

export function unexpected(what: string): SwapProviderError {
  return new SwapProviderError('PROVIDER_ERROR', `0x answered ${what}`)
}
