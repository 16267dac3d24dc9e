import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import type { SiwxVerifier } from './SiwxVerifier.js'

/**
 * Verifies Solana sign-in signatures: an ed25519 signature (64 bytes, base58 as `solana:signMessage`
 * wallets give it through the adapter) by the account's public key (its base58 address) over the
 * message text's UTF-8 bytes.
 */
export function createSolanaVerifier(): SiwxVerifier {
  return {
    namespace: 'solana',
    async verify({ message, signature }) {
      let publicKey: Uint8Array
      let signatureBytes: Uint8Array
      try {
        publicKey = base58.decode(message.accountAddress)
        signatureBytes = base58.decode(signature)
      } catch {
        return false
      }
      if (publicKey.length !== 32 || signatureBytes.length !== 64) return false
      try {
        return ed25519.verify(
          signatureBytes,
          new TextEncoder().encode(message.serializedMessage),
          publicKey,
        )
      } catch {
        return false
      }
    },
  }
}
