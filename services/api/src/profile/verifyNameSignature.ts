import {
  type Address,
  BaseError,
  type Hex,
  HttpRequestError,
  isAddressEqual,
  type PublicClient,
  recoverMessageAddress,
  TimeoutError,
} from 'viem'
import { ProfileError } from './ProfileError.js'
import type { ProfileAccountKind } from './tables.js'

/**
 * Checks that `address` signed `message` (personal_sign) with viem's public `verifyMessage` on the
 * chain's RPC: an EOA's signature, an EIP-1271 contract account's, or an EIP-6492 wrapped one of a
 * contract account not deployed yet. Answers what kind of account signed; throws ProfileError
 * INVALID_SIGNATURE when nobody it accepts did, SIGNATURE_CHECK_FAILED when the chain did not answer.
 */
export async function verifyNameSignature({
  client,
  address,
  message,
  signature,
}: {
  client: PublicClient
  address: Address
  message: string
  signature: Hex
}): Promise<ProfileAccountKind> {
  let valid: boolean
  try {
    valid = await client.verifyMessage({ address, message, signature })
  } catch (error) {
    const unreachable =
      error instanceof BaseError &&
      error.walk((e) => e instanceof HttpRequestError || e instanceof TimeoutError)
    if (unreachable) throw new ProfileError('SIGNATURE_CHECK_FAILED', { cause: error })
    valid = false
  }
  if (!valid) throw new ProfileError('INVALID_SIGNATURE')
  // The key of an EOA signs on every chain; a contract account proved itself on this chain only.
  try {
    if (isAddressEqual(await recoverMessageAddress({ message, signature }), address)) return 'eoa'
  } catch {}
  return 'contract'
}
