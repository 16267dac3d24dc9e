import type { ApiBalance } from '../features/account/readApiBalance.js'

const DECIMALS = /^\d{1,3}$/
const NUMERIC = /^\d+(\.\d+)?$/

/** A USD price or value: absent (the API has no trustworthy price) or a finite amount ≥ 0. */
const isOptionalUsd = (value: unknown) =>
  value === undefined || (typeof value === 'number' && Number.isFinite(value) && value >= 0)

/**
 * Whether `value` is a balance item of spec §3 ("Token balance": name, symbol, chainId, address
 * absent for native, quantity with decimals and numeric, price, value, iconUrl) that can be sent:
 * decimals a whole number, numeric a plain non-negative decimal, price and value absent (no
 * trustworthy price) or non-negative numbers. Items failing it are ignored.
 */
export function isApiBalance(value: unknown): value is ApiBalance {
  if (typeof value !== 'object' || value === null) return false
  const item = value as Record<string, unknown>
  const quantity = item.quantity as Record<string, unknown> | null | undefined
  return (
    typeof item.name === 'string' &&
    typeof item.symbol === 'string' &&
    typeof item.chainId === 'string' &&
    (item.address === undefined || typeof item.address === 'string') &&
    typeof quantity === 'object' &&
    quantity !== null &&
    typeof quantity.decimals === 'string' &&
    DECIMALS.test(quantity.decimals) &&
    typeof quantity.numeric === 'string' &&
    NUMERIC.test(quantity.numeric) &&
    isOptionalUsd(item.price) &&
    isOptionalUsd(item.value) &&
    (item.iconUrl === undefined || typeof item.iconUrl === 'string')
  )
}
