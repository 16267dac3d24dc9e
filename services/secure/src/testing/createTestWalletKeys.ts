import { ed25519 } from '@noble/curves/ed25519.js'
import { base58 } from '@scure/base'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { walletProofMessage } from '../../frame/src/api/walletProofMessage.js'

/** A new wallet's keys as the frame makes them, able to prove them for `POST /auth/v1/wallet`. */
export type TestWalletKeys = {
  evmAddress: `0x${string}`
  solanaAddress: string
  /** Both keys' signatures of walletProofMessage for `challenge` (the body fields). */
  prove(challenge: string): Promise<{ evmSignature: `0x${string}`; solanaSignature: string }>
}

/** Fresh EVM (secp256k1) and Solana (ed25519) keys for tests. */
export function createTestWalletKeys(): TestWalletKeys {
  const evm = privateKeyToAccount(generatePrivateKey())
  const solanaSecret = ed25519.utils.randomSecretKey()
  const solanaAddress = base58.encode(ed25519.getPublicKey(solanaSecret))
  return {
    evmAddress: evm.address,
    solanaAddress,
    async prove(challenge) {
      const message = walletProofMessage({ challenge, evmAddress: evm.address, solanaAddress })
      return {
        evmSignature: await evm.signMessage({ message }),
        solanaSignature: base58.encode(
          ed25519.sign(new TextEncoder().encode(message), solanaSecret),
        ),
      }
    },
  }
}
