import { BPS_DENOMINATOR } from './slippage.js'

/**
 * The operator's fee of a swap of `amount` (base units of the source token) at `bps` basis points,
 * rounded down like the fee-taking router does; 0 when there is no fee.
 */
export function swapFeeAmount(amount: bigint, bps: number): bigint {
  if (!Number.isInteger(bps) || bps <= 0 || amount <= 0n) return 0n
  return (amount * BigInt(bps)) / BPS_DENOMINATOR
}
