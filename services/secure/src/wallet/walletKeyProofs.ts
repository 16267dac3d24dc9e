import { ed25519 } from '@noble/curves/ed25519.js'
import { base58 } from '@scure/base'
import { isHex, verifyMessage } from 'viem'

/** Whether `address` is a Solana address (32 bytes in base58). */
export function isSolanaAddress(address: string): boolean {
  try {
    return base58.decode(address).length === 32
  } catch {
    return false
  }
}

/** Whether `signature` is the EVM address's EIP-191 signature of `message`. */
export async function proves(message: string, address: `0x${string}`, signature: string) {
  if (!isHex(signature)) return false
  try {
    return await verifyMessage({ address, message, signature })
  } catch {
    return false
  }
}

/** Whether `signature` (base58) is the Solana address's ed25519 signature of `message`. */
export function provesSolana(message: string, address: string, signature: string) {
  try {
    return ed25519.verify(
      base58.decode(signature),
      new TextEncoder().encode(message),
      base58.decode(address),
    )
  } catch {
    return false
  }
}
