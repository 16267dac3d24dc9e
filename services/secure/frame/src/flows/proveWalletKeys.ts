import { ed25519 } from '@noble/curves/ed25519.js'
import { base58 } from '@scure/base'
import type { WalletKeys } from '../keys/walletSecret.js'
import { createKeyAccount } from '../rpc/evm/createKeyAccount.js'

/**
 * Both wallet keys' signatures of `message` (walletProofMessage or deviceShareProofMessage for
 * the server's challenge): the EVM key's EIP-191 signature and the Solana key's ed25519 one,
 * base58. The server checks both against the wallet's addresses (issue 16).
 */
export async function proveWalletKeys(
  { evmPrivateKey, solanaSeed }: WalletKeys,
  message: string,
): Promise<{ evmSignature: string; solanaSignature: string }> {
  return {
    evmSignature: await createKeyAccount(evmPrivateKey).signMessage({ message }),
    solanaSignature: base58.encode(ed25519.sign(new TextEncoder().encode(message), solanaSeed)),
  }
}
