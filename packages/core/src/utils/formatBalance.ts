import { BALANCE_DISPLAY_DECIMALS } from '../constants.js'

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
  const negative = value < 0n
  const abs = negative ? -value : value
  const base = 10n ** BigInt(decimals)
  const whole = abs / base
  const fraction = (abs % base).toString().padStart(decimals, '0').slice(0, displayDecimals)
  const trimmed = fraction.replace(/0+$/, '')
  const text = trimmed ? `${whole}.${trimmed}` : `${whole}`
  return negative && text !== '0' ? `-${text}` : text
}
