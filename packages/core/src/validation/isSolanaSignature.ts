const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

/** The bytes a base58 string stands for (Bitcoin's alphabet, as Solana's), or undefined. */
function decodeBase58Length(value: string): number | undefined {
  let number = 0n
  for (const character of value) {
    const digit = BASE58.indexOf(character)
    if (digit < 0) return undefined
    number = number * 58n + BigInt(digit)
  }
  // Each leading '1' is a zero byte; then the number's own bytes.
  const zeros = value.length - value.replace(/^1+/, '').length
  const bytes = number === 0n ? 0 : Math.ceil(number.toString(16).length / 2)
  return zeros + bytes
}

/**
 * True for a Solana signature — a transaction's id or a signed message: base58 of exactly 64 bytes
 * (87 or 88 characters in practice).
 */
export function isSolanaSignature(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.length >= 64 &&
    value.length <= 88 &&
    decodeBase58Length(value) === 64
  )
}
