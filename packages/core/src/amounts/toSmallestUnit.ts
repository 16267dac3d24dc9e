/**
 * `numeric` ("1.5") with `decimals` (18) as the token's smallest unit, fraction digits beyond the
 * decimals dropped. Text BigInt cannot read throws a SyntaxError, so a malformed balance answer
 * fails its read; `quantityToBaseUnits` is the lenient reading (0n).
 */
export function toSmallestUnit(numeric: string, decimals: number): bigint {
  const [whole = '0', fraction = ''] = numeric.split('.')
  return BigInt(`${whole}${fraction.padEnd(decimals, '0').slice(0, decimals)}`)
}
