import { combine } from 'shamir-secret-sharing'
import { SHARE_BYTES } from './shareEncoding.js'
import { WALLET_SECRET_BYTES } from './walletSecret.js'

/**
 * The wallet secret from two of its shares. The caller owns the result and zeroes it after the
 * one operation it was combined for (withWalletSecret does). Two copies of the same share are
 * refused: they would "combine" into garbage rather than fail.
 */
export async function combineShares(first: Uint8Array, second: Uint8Array): Promise<Uint8Array> {
  if (first.length !== SHARE_BYTES || second.length !== SHARE_BYTES)
    throw new Error('Malformed key share')
  if (first[SHARE_BYTES - 1] === second[SHARE_BYTES - 1])
    throw new Error('Two different key shares are needed')
  const secret = await combine([first, second])
  if (secret.length !== WALLET_SECRET_BYTES) throw new Error('Malformed key share')
  return secret
}
