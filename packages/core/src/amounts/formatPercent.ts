/** A percentage given in percent (0.42 → '0.42%'), at most two decimals, per locale. */
export function formatPercent(percent: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(
    percent / 100,
  )
}
