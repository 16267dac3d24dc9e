import { InvalidSendAmountError } from '../errors/send.js'

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

/**
 * Formats a value in the token's smallest unit as a decimal amount with every digit kept and no
 * trailing zeros (1500000n with 6 decimals → "1.5"): the inverse of {@link parseTokenAmount}.
 */
export function formatTokenAmount(value: bigint, decimals: number): string {
  const negative = value < 0n
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
}
