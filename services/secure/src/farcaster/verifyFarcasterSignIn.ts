import { type Address, isAddress, isAddressEqual, recoverMessageAddress } from 'viem'
import { parseSiweMessage, validateSiweMessage } from 'viem/siwe'

/** Parameters of `verifyFarcasterSignIn`. */
export type VerifyFarcasterSignInParameters = {
  /** The SIWE (EIP-4361) message the approving app signed. */
  message: string
  signature: `0x${string}`
  /** The fid the relay reports. */
  fid: number
  /** The custody address the relay reports, when it does. */
  custody: string | null
  /** The nonce this server put in the channel. */
  nonce: string
  /** This server's domain (host[:port]) and URI, as asked of the relay. */
  domain: string
  uri: string
  /** @default now */
  time?: Date | undefined
}

/**
 * Checks a Farcaster sign-in: the message is a valid SIWE message for this server's domain and
 * URI with this server's nonce, in its validity window, naming `farcaster://fid/<fid>` among its
 * resources; its signature recovers the message's address, which is the custody address the relay
 * reports. Returns the signer, or throws saying which check failed (no secret in the text).
 *
 * Whether that address holds the fid on Farcaster's ID registry is not checked (that needs an
 * Optimism RPC); the relay is trusted for the fid ↔ custody link.
 */
export async function verifyFarcasterSignIn({
  message,
  signature,
  fid,
  custody,
  nonce,
  domain,
  uri,
  time = new Date(),
}: VerifyFarcasterSignInParameters): Promise<Address> {
  const parsed = parseSiweMessage(message)
  if (!parsed.address || !isAddress(parsed.address)) throw new Error('the message has no address')
  if (!validateSiweMessage({ message: parsed, nonce, domain, time }))
    throw new Error('the message is not for this server, nonce or time')
  if (parsed.uri !== uri) throw new Error('the message names another URI')
  if (!parsed.resources?.includes(`farcaster://fid/${fid}`))
    throw new Error('the message does not name the fid')
  const signer = await recoverMessageAddress({ message, signature })
  if (!isAddressEqual(signer, parsed.address))
    throw new Error('the signature is not of the address')
  if (custody !== null && (!isAddress(custody) || !isAddressEqual(custody, signer)))
    throw new Error('the signer is not the custody address')
  return signer
}
