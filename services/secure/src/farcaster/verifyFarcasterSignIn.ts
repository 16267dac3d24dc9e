import { type Address, isAddress, isAddressEqual, recoverMessageAddress, zeroAddress } from 'viem'
import { parseSiweMessage, validateSiweMessage } from 'viem/siwe'
import type { FarcasterIdRegistry } from './createFarcasterIdRegistry.js'

/** Parameters of `verifyFarcasterSignIn`. */
export type VerifyFarcasterSignInParameters = {
  /** The SIWE (EIP-4361) message the approving app signed. */
  message: string
  signature: `0x${string}`
  /** The fid the relay reports. */
  fid: number
  /** The custody address the relay reports; a sign-in without one is refused. */
  custody: string | null
  /** Farcaster's IdRegistry: the fid's custody address there must be the signer. */
  idRegistry: FarcasterIdRegistry
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
 * reports and the one Farcaster's IdRegistry holds the fid at (`custodyOf(fid)`): the relay's word
 * alone proves nothing. Returns the signer, or throws saying which check failed (no secret in the
 * text); a registry that cannot be read throws FarcasterIdRegistryError (never a pass).
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
  idRegistry,
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
  if (custody === null) throw new Error('the relay reports no custody address')
  if (!isAddress(custody) || !isAddressEqual(custody, signer))
    throw new Error('the signer is not the custody address')
  const registered = await idRegistry.custodyOf(fid)
  if (isAddressEqual(registered, zeroAddress))
    throw new Error('the fid has no custody address on the IdRegistry')
  if (!isAddressEqual(registered, signer))
    throw new Error('the signer is not the fid’s custody address on the IdRegistry')
  return signer
}
