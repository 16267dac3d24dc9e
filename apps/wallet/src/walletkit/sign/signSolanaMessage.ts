import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'

/** Parameters of `signSolanaMessage`. */
export type SignSolanaMessageParameters = {
  /** The message bytes (WalletConnect sends them base58-encoded). */
  message: Uint8Array
  privateKey: Uint8Array
}

/** An ed25519 signature of the message bytes, base58-encoded as Solana wallets return it. */
export function signSolanaMessage({ message, privateKey }: SignSolanaMessageParameters): string {
  return base58.encode(ed25519.sign(message, privateKey))
}
