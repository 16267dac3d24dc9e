import { typedAmountValueUsd } from './typedAmountValueUsd.js'

/** The USD value of a whole-unit quantity ("12.5") at `price`; 0 when either is unusable. */
export function quantityValueUsd(quantity: string, price: number): number {
  if (!Number.isFinite(price)) return 0
  const value = typedAmountValueUsd(quantity, price)
  return value !== undefined && value > 0 ? value : 0
}
