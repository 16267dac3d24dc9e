import { parseTokenAmount } from './parseTokenAmount.js'

/**
 * A typed amount ("1.5") in base units of a token with `decimals`, exactly (no floating point);
 * undefined when it is missing, empty, not a decimal number or has more fraction digits than the
 * token has (the Swap and Send forms leave such input as typed and ask no quote).
 */
export function tryParseTokenAmount(
  amount: string | undefined,
  decimals: number,
): bigint | undefined {
  if (!amount?.trim()) return undefined
  try {
    return parseTokenAmount(amount, decimals)
  } catch {
    return undefined
  }
}
