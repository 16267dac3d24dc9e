import { assertWalletKeys, KeyMismatchError } from './assertWalletKeys.js'
import { combineShares } from './combineShares.js'
import { evmAddressOf } from './deriveWalletAddresses.js'
import { type WalletKeys, walletKeysOf } from './walletSecret.js'
import { zeroize } from './zeroize.js'

export { KeyMismatchError }

/** Parameters of `withWalletSecret`. */
export type WithWalletSecretParameters = {
  /** Two different shares (device + auth on a known device). Both are zeroed afterwards. */
  shares: [Uint8Array, Uint8Array]
  /** The wallet's EVM address as the server knows it: the combined EVM key must give it. */
  expectedEvmAddress: string
  /**
   * The wallet's Solana address as the server knows it: the combined Solana seed must give it.
   * Pass it: without it only the EVM half is checked, and a share changed only in its Solana half
   * would go through (issue 16). Optional only until every caller passes it.
   */
  expectedSolanaAddress?: string | undefined
}

/**
 * Combines two shares in memory, checks the result is this wallet's key (both halves, when both
 * addresses are given: assertWalletKeys), runs `operation` with the keys and zeroes the secret and
 * both shares whatever happens. The only place the whole key exists, and only for the duration of
 * one operation.
 */
export async function withWalletSecret<result>(
  { shares, expectedEvmAddress, expectedSolanaAddress }: WithWalletSecretParameters,
  operation: (keys: WalletKeys) => Promise<result> | result,
): Promise<result> {
  let secret: Uint8Array | undefined
  try {
    secret = await combineShares(shares[0], shares[1])
    const keys = walletKeysOf(secret)
    if (expectedSolanaAddress !== undefined)
      assertWalletKeys(keys, {
        evmAddress: expectedEvmAddress,
        solanaAddress: expectedSolanaAddress,
      })
    else if (evmAddressOf(keys.evmPrivateKey).toLowerCase() !== expectedEvmAddress.toLowerCase())
      throw new KeyMismatchError()
    return await operation(keys)
  } finally {
    zeroize(secret, shares[0], shares[1])
  }
}
