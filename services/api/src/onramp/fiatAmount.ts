/**
 * Fiat amounts as exact integers of cents (no floating point for money): parsed from and formatted
 * to the wire's decimal strings with at most 2 decimals ('10', '10.5', '10.50').
 */

import { FIAT_AMOUNT_PATTERN } from '@portico/protocol'

const FIAT_AMOUNT = new RegExp(FIAT_AMOUNT_PATTERN)

/** The amount in cents, or undefined when `value` is not a fiat amount (FIAT_AMOUNT_PATTERN). */
export function parseFiatAmount(value: string): bigint | undefined {
  if (!FIAT_AMOUNT.test(value)) return undefined
  const [whole = '0', fraction = ''] = value.split('.')
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'))
}

/** Cents as the wire's decimal string with exactly 2 decimals: 1050n → '10.50'. */
export function formatCents(cents: bigint): string {
  const sign = cents < 0n ? '-' : ''
  const absolute = cents < 0n ? -cents : cents
  return `${sign}${absolute / 100n}.${(absolute % 100n).toString().padStart(2, '0')}`
}
