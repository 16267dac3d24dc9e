import { formatTokenAmount } from '@portico/core'
import { formatFee } from '../formatFee.js'

/** Price impact above which SwapPreview warns (percent). */
export const HIGH_PRICE_IMPACT_PERCENT = 5

/** Decimals a swap amount (quoted, minimum received, fee) is shown with. */
export const SWAP_AMOUNT_DISPLAY_DECIMALS = 6

/** Fixed-point scale of the rate computed from base units before it becomes a display number. */
const RATE_SCALE = 10n ** 18n

/**
 * How many whole `to` tokens one whole `from` token buys at a quote (base units of each side):
 * exact bigint division to 18 decimals, so neither 18-decimal amounts nor tiny rates lose digits
 * to floating point before display. Undefined when the quote is empty.
 */
export function swapRate({
  fromAmount,
  fromDecimals,
  toAmount,
  toDecimals,
}: {
  fromAmount: bigint
  fromDecimals: number
  toAmount: bigint
  toDecimals: number
}): number | undefined {
  if (fromAmount <= 0n || toAmount < 0n) return undefined
  const scaled =
    (toAmount * 10n ** BigInt(fromDecimals) * RATE_SCALE) / (fromAmount * 10n ** BigInt(toDecimals))
  return Number(scaled) / Number(RATE_SCALE)
}

/** A rate for the price line ('1 ETH = 3,000 USDC'): six significant digits, grouped per locale. */
export function formatRate(rate: number, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumSignificantDigits: 6 }).format(rate)
}

/**
 * An amount in base units as text with at most six decimals (cut, never rounded up), or
 * "< 0.000001" when it is positive but below that: quoted amounts, minimum received and fees.
 */
export function formatSwapAmount(units: bigint, decimals: number): string {
  return formatFee(units, decimals)
}

/** A whole-unit decimal string (what the user typed, or the quoted amount) cut to six decimals. */
export function trimSwapAmount(amount: string, decimals: number): string {
  try {
    const [whole = '0', fraction = ''] = amount.split('.')
    const units = BigInt(`${whole || '0'}${fraction.slice(0, decimals).padEnd(decimals, '0')}`)
    return formatSwapAmount(units, decimals)
  } catch {
    return amount
  }
}

/** The exact whole-unit amount of base units ('1500000', 6 → '1.5'); '' for no valid number. */
export function unitsToAmount(units: string | undefined, decimals: number): string {
  if (!units || !/^\d+$/.test(units)) return ''
  return formatTokenAmount(BigInt(units), decimals)
}

/** A percentage given in percent (0.42 → '0.42%'), at most two decimals, per locale. */
export function formatPercent(percent: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(
    percent / 100,
  )
}

/** Whether a price impact deserves the warning (above HIGH_PRICE_IMPACT_PERCENT). */
export function isHighPriceImpact(priceImpact: number | undefined): boolean {
  return priceImpact !== undefined && priceImpact > HIGH_PRICE_IMPACT_PERCENT
}

/** A fee in basis points as a percentage (30 → '0.3%'). */
export function formatBps(bps: number, locale: string): string {
  return formatPercent(bps / 100, locale)
}

/** The USD value of a whole-unit amount at `price`, or undefined when either is unknown. */
export function usdValue(amount: string, price: number): number | undefined {
  const number = Number(amount)
  if (!amount || !Number.isFinite(number) || !(price > 0)) return undefined
  return number * price
}
