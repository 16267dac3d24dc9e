import type { SiwxVerifier } from './SiwxVerifier.js'

/**
 * Verifies Bitcoin sign-in signatures: BIP-322 (simple, base64) for P2WPKH, P2SH-P2WPKH and P2TR
 * addresses, and legacy BIP-137 for P2PKH, through bip322-js (loaded on first use, so pages that
 * import the package for messages do not carry it). Mainnet, testnet and regtest addresses.
 */
export function createBitcoinVerifier(): SiwxVerifier {
  return {
    namespace: 'bip122',
    async verify({ message, signature }) {
      if (!/^[A-Za-z0-9+/]+={0,2}$/.test(signature)) return false
      const { Verifier } = await import('bip322-js')
      try {
        return Verifier.verifySignature(
          message.accountAddress,
          message.serializedMessage,
          signature,
        )
      } catch {
        return false
      }
    },
  }
}
