import { getBase58Decoder } from '@solana/kit'

/** Bytes as base58 text (a Solana signature or address). */
export function encodeBase58(bytes: Uint8Array): string {
  return getBase58Decoder().decode(bytes)
}
