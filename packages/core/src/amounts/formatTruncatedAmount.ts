import { formatBalance } from './formatBalance.js'

/** Decimals a fee, a quoted amount or a minimum received is shown with. */
export const TRUNCATED_AMOUNT_DISPLAY_DECIMALS = 6

/**
 * An amount in base units as text with at most six decimals (cut, never rounded up), or
 * "< 0.000001" when it is positive but below that: network fees, quoted amounts, minimum
 * received and swap fees.
 */
export function formatTruncatedAmount(value: bigint, decimals: number): string {
  const text = formatBalance({
    value,
    decimals,
    displayDecimals: TRUNCATED_AMOUNT_DISPLAY_DECIMALS,
  })
  return text === '0' && value > 0n
    ? `< 0.${'0'.repeat(TRUNCATED_AMOUNT_DISPLAY_DECIMALS - 1)}1`
    : text
}
