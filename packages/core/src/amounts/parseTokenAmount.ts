import { InvalidSendAmountError } from '../features/send/errors.js'

/** A decimal amount as people type it: digits with at most one point ("1", "0.5", ".5", "2."). */
const DECIMAL_AMOUNT = /^(\d*)(?:\.(\d*))?$/

/**
 * Turns a decimal amount in whole tokens ("1.5") into the token's smallest unit (1.5 USDC with 6
 * decimals → 1500000n), working on the digits, never through floating point. An amount with more
 * fraction digits than `decimals`, or that is not a decimal number, throws 'Invalid amount'.
 */
export function parseTokenAmount(amount: string, decimals: number): bigint {
  const text = amount.trim()
  const parts = DECIMAL_AMOUNT.exec(text)
  const [, whole = '', fraction = ''] = parts ?? []
  if (!parts || (!whole && !fraction) || fraction.length > decimals || !Number.isInteger(decimals))
    throw new InvalidSendAmountError(amount, decimals)
  return BigInt(`${whole || '0'}${fraction.padEnd(decimals, '0')}`)
}
