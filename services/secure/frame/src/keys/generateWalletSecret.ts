import { ed25519 } from '@noble/curves/ed25519.js'
import { secp256k1 } from '@noble/curves/secp256k1.js'
import { EVM_KEY_BYTES, WALLET_SECRET_BYTES } from './walletSecret.js'
import { zeroize } from './zeroize.js'

/**
 * A new wallet secret: a random EVM secp256k1 key (a valid scalar, from the platform's CSPRNG via
 * @noble/curves) followed by a random Solana ed25519 seed. Generated in the secure origin only.
 */
export function generateWalletSecret(): Uint8Array {
  const evm = secp256k1.utils.randomSecretKey()
  const solana = ed25519.utils.randomSecretKey()
  const secret = new Uint8Array(WALLET_SECRET_BYTES)
  secret.set(evm, 0)
  secret.set(solana, EVM_KEY_BYTES)
  zeroize(evm, solana)
  return secret
}
