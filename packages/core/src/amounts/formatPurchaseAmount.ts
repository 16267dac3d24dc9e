import { ONRAMP_FIAT_DECIMALS } from '../features/onramp/constants.js'
import { formatDecimal } from './formatDecimal.js'

/** The most decimals a bought token's amount is shown with (truncated, never rounded up). */
export const PURCHASE_AMOUNT_DISPLAY_MAX_DECIMALS = 6

/** A bought token's amount (a decimal string) as shown: 2 to 6 decimals, cut ("98.40", "0.032891"). */
export function formatPurchaseAmount(text: string, locale?: string): string {
  return formatDecimal(text, {
    minDecimals: ONRAMP_FIAT_DECIMALS,
    maxDecimals: PURCHASE_AMOUNT_DISPLAY_MAX_DECIMALS,
    locale,
  })
}
