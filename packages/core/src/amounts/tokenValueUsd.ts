import { formatTokenAmount } from './formatTokenAmount.js'

/**
 * The USD value of `amount` base units of a token with `decimals` at `price` USD per whole token;
 * 0 when the price is unknown (0 or not finite). Only this last multiplication is floating point:
 * the amount is turned into whole units exactly first.
 */
export function tokenValueUsd(amount: bigint, decimals: number, price: number): number {
  if (!Number.isFinite(price) || price <= 0 || amount <= 0n) return 0
  return Number(formatTokenAmount(amount, decimals)) * price
}
