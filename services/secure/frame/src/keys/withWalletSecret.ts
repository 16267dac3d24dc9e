import { combineShares } from './combineShares.js'
import { deriveWalletAddresses } from './deriveWalletAddresses.js'
import { type WalletKeys, walletKeysOf } from './walletSecret.js'
import { zeroize } from './zeroize.js'

/** Parameters of `withWalletSecret`. */
export type WithWalletSecretParameters = {
  /** Two different shares (device + auth on a known device). Both are zeroed afterwards. */
  shares: [Uint8Array, Uint8Array]
  /** The wallet's EVM address as the server knows it: the combined key must give it. */
  expectedEvmAddress: string
}

/** The combined key does not belong to this wallet (a share was replaced or corrupted). */
export class KeyMismatchError extends Error {
  override name = 'KeyMismatchError'
  constructor() {
    super('The key shares do not belong to this wallet')
  }
}

/**
 * Combines two shares in memory, checks the result is this wallet's key, runs `operation` with
 * the keys and zeroes the secret and both shares whatever happens. The only place the whole key
 * exists, and only for the duration of one operation.
 */
export async function withWalletSecret<result>(
  { shares, expectedEvmAddress }: WithWalletSecretParameters,
  operation: (keys: WalletKeys) => Promise<result> | result,
): Promise<result> {
  let secret: Uint8Array | undefined
  try {
    secret = await combineShares(shares[0], shares[1])
    const { evmAddress } = deriveWalletAddresses(secret)
    if (evmAddress.toLowerCase() !== expectedEvmAddress.toLowerCase()) throw new KeyMismatchError()
    return await operation(walletKeysOf(secret))
  } finally {
    zeroize(secret, shares[0], shares[1])
  }
}
