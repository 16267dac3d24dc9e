/** True for a Solana address: 32 to 44 base58 characters (spec §5). */
export function isSolanaAddress(value: unknown): value is string {
  // Base58 leaves out 0, O, I and l.
  return typeof value === 'string' && /^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(value)
}
