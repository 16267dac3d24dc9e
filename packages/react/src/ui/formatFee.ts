import { formatBalance } from '@portico/core'

/** Decimals a network fee is shown with. */
export const FEE_DISPLAY_DECIMALS = 6

/** A fee in the native currency's smallest unit as text: 6 decimals, or "< 0.000001". */
export function formatFee(fee: bigint, decimals: number): string {
  const text = formatBalance({ value: fee, decimals, displayDecimals: FEE_DISPLAY_DECIMALS })
  return text === '0' && fee > 0n ? `< 0.${'0'.repeat(FEE_DISPLAY_DECIMALS - 1)}1` : text
}
