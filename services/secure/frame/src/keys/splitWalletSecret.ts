import { split } from 'shamir-secret-sharing'
import { WALLET_SECRET_BYTES } from './walletSecret.js'

/** Shares in all (device, auth, recovery). */
export const SHARE_COUNT = 3
/** Shares needed to rebuild the secret: any two. */
export const SHARE_THRESHOLD = 2

/** The three shares of a wallet secret. */
export type WalletShares = {
  /** Kept in the secure origin's localStorage on this device. */
  deviceShare: Uint8Array
  /** Sent once to the server, which releases it only to an authenticated session. */
  authShare: Uint8Array
  /** Encrypted under the user's recovery secret; the server keeps only the ciphertext. */
  recoveryShare: Uint8Array
}

/** Splits a wallet secret 2-of-3 with shamir-secret-sharing (GF(256), random coefficients). */
export async function splitWalletSecret(secret: Uint8Array): Promise<WalletShares> {
  if (secret.length !== WALLET_SECRET_BYTES)
    throw new Error(`A wallet secret is ${WALLET_SECRET_BYTES} bytes`)
  const [deviceShare, authShare, recoveryShare] = await split(secret, SHARE_COUNT, SHARE_THRESHOLD)
  if (!deviceShare || !authShare || !recoveryShare) throw new Error('Splitting the key failed')
  return { deviceShare, authShare, recoveryShare }
}
