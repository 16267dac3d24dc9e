/**
 * Exact swap arithmetic in bigint: basis points of an amount, the least a swap may return, price
 * impact against the pools' mid price. No floating point touches an amount.
 */

/** 100 % in basis points. */
export const BPS_DENOMINATOR = 10_000n

/** The fee of `amount` at `bps`, rounded down (as the SwapFeeRouter contract computes it). */
export function feeAmount(amount: bigint, bps: number): bigint {
  if (!Number.isInteger(bps) || bps < 0 || bps > 10_000) throw new RangeError(`bad bps ${bps}`)
  return (amount * BigInt(bps)) / BPS_DENOMINATOR
}

/**
 * The least a swap quoted at `toAmount` may return with a slippage tolerance of `slippageBps`:
 * `toAmount × (1 − slippage)`, rounded down (the router's amountOutMin).
 */
export function minimumReceived(toAmount: bigint, slippageBps: number): bigint {
  if (!Number.isInteger(slippageBps) || slippageBps < 0 || slippageBps > 10_000)
    throw new RangeError(`bad slippage ${slippageBps} bps`)
  return (toAmount * (BPS_DENOMINATOR - BigInt(slippageBps))) / BPS_DENOMINATOR
}

/**
 * A slippage tolerance in percent (the wire's `eip155.slippage`, spec §9 default 1) as basis
 * points, rounded to the nearest one: 1 → 100, 0.5 → 50.
 */
export function slippagePercentToBps(percent: number): number {
  return Math.round(percent * 100)
}

/** Reserves of one hop of a path: what goes in, what comes out. */
export type HopReserves = { reserveIn: bigint; reserveOut: bigint }

/**
 * How much worse than the pools' mid price a swap of `amountIn` for `amountOut` is, in percent
 * (0.42 = 0.42 %), to 6 decimals: `1 − amountOut / (amountIn × Π reserveOut / Π reserveIn)`. It
 * includes the pools' own fee (0.3 % a hop on Uniswap V2), as Uniswap's V2 SDK computes it.
 * Undefined when a pool is empty; never below 0.
 */
export function priceImpactPercent(
  amountIn: bigint,
  amountOut: bigint,
  hops: readonly HopReserves[],
): number | undefined {
  if (hops.length === 0) return undefined
  let numerator = amountIn
  let denominator = 1n
  for (const { reserveIn, reserveOut } of hops) {
    if (reserveIn <= 0n || reserveOut <= 0n) return undefined
    numerator *= reserveOut
    denominator *= reserveIn
  }
  // midOut = numerator / denominator; impact = (midOut − out) / midOut, kept exact until the end.
  if (numerator === 0n) return undefined
  const shortfall = numerator - amountOut * denominator
  if (shortfall <= 0n) return 0
  const micro = (shortfall * 100_000_000n) / numerator
  return Number(micro) / 1_000_000
}
