import { ONRAMP_FIAT_DECIMALS } from '../features/onramp/constants.js'
import { formatDecimal } from './formatDecimal.js'

/** A fiat amount (a decimal string) as shown: exactly 2 decimals, cut, grouped ("7,500.00"). */
export function formatFiat(text: string, locale?: string): string {
  return formatDecimal(text, {
    minDecimals: ONRAMP_FIAT_DECIMALS,
    maxDecimals: ONRAMP_FIAT_DECIMALS,
    locale,
  })
}
