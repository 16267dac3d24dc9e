import { formatTokenAmount } from './formatTokenAmount.js'

/** Base units as the API writes them ('1500000', 6 → '1.5'), exactly; '' for no valid number. */
export function formatBaseUnits(units: string | undefined, decimals: number): string {
  if (!units || !/^\d+$/.test(units)) return ''
  return formatTokenAmount(BigInt(units), decimals)
}
