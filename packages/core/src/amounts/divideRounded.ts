/** `a / b` for bigints, rounded down (towards −∞) or up (towards +∞); b > 0. */
export function divideRounded(a: bigint, b: bigint, rounding: 'floor' | 'ceil'): bigint {
  const quotient = a / b
  const remainder = a % b
  if (remainder === 0n) return quotient
  if (rounding === 'floor') return a < 0n ? quotient - 1n : quotient
  return a > 0n ? quotient + 1n : quotient
}
