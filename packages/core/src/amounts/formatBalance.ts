import { BALANCE_DISPLAY_DECIMALS } from '../constants.js'
import { formatTokenAmount } from './formatTokenAmount.js'

export type FormatBalanceParameters = {
  /** Amount in the token's smallest unit. */
  value: bigint
  decimals: number
  /** @default BALANCE_DISPLAY_DECIMALS */
  displayDecimals?: number
}

/**
 * Formats a balance truncated to 3 decimals (spec §9), without trailing zeros:
 * 1.23456 ETH → "1.234", 2 ETH → "2", 0.0004 ETH → "0".
 */
export function formatBalance({
  value,
  decimals,
  displayDecimals = BALANCE_DISPLAY_DECIMALS,
}: FormatBalanceParameters): string {
  const kept = Math.min(decimals, displayDecimals)
  // BigInt division cuts towards zero: the digits past `kept` are dropped, never rounded up.
  return formatTokenAmount(value / 10n ** BigInt(decimals - kept), kept)
}
