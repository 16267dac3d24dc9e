/**
 * The USD value of a whole-unit amount ("2", as typed) at `price`, or undefined when either is
 * unknown: no amount, no number, or no positive price.
 */
export function typedAmountValueUsd(amount: string, price: number): number | undefined {
  const number = Number(amount)
  if (!amount || !Number.isFinite(number) || !(price > 0)) return undefined
  return number * price
}
