import { InvalidSwapSlippageError } from './errors.js'

/** Basis points in one whole (100 %). */
export const BPS_DENOMINATOR = 10_000n

/**
 * A slippage tolerance in percent (spec §9 "Swap slippage tolerance 1": 1 → 1 %) as basis points
 * (1 → 100). Fractions of a percent are kept to a hundredth (0.5 → 50). Anything outside 0–100 %
 * or not a number throws InvalidSwapSlippageError.
 */
export function slippageToBps(slippagePercent: number): bigint {
  const bps = Math.round(slippagePercent * 100)
  if (!Number.isFinite(slippagePercent) || bps < 0 || bps > Number(BPS_DENOMINATOR))
    throw new InvalidSwapSlippageError(slippagePercent)
  return BigInt(bps)
}

/**
 * The least a swap of `toAmount` (base units) may return with `slippagePercent` tolerance:
 * toAmount × (1 − slippage), rounded down, in exact integer arithmetic (the router refuses to
 * return less; spec §9 slippage 1 → 99 % of the quote).
 */
export function minimumReceived(toAmount: bigint, slippagePercent: number): bigint {
  if (toAmount <= 0n) return 0n
  return (toAmount * (BPS_DENOMINATOR - slippageToBps(slippagePercent))) / BPS_DENOMINATOR
}

/** `slippageToBps` (and so `minimumReceived`): a slippage outside 0–100 %. */
export type SlippageToBpsErrorType = InvalidSwapSlippageError

/** @deprecated There is no setSwapSlippage action (the slippage is spec §9's constant); use SlippageToBpsErrorType. */
export type SetSwapSlippageErrorType = SlippageToBpsErrorType
