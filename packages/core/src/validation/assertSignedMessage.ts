import { InvalidSignedMessageError } from '../errors/validation.js'
import type { ChainNamespace } from '../types/network.js'
import { isSignedMessage } from './isSignedMessage.js'
import { isSolanaSignature } from './isSolanaSignature.js'
import { quoteReceived } from './quoteReceived.js'

/** The formats of a signed message, by namespace (spec §5 for EVM). */
const EXPECTED: Partial<Record<ChainNamespace, string>> = {
  eip155: '0x plus at least 62 hex characters',
  solana: 'a Solana signature (base58 of 64 bytes)',
}

/**
 * Returns `signature` when it is a signed message of `namespace` (spec §5 "signed message: 0x plus
 * at least 62 hex characters"; on Solana base58 of 64 bytes, as solana:signMessage answers); else
 * throws InvalidSignedMessageError ('Invalid signed message'). Namespaces whose format the spec
 * does not give (Bitcoin's base64 BIP-322, …) need a non-empty string.
 */
export function assertSignedMessage({
  namespace,
  signature,
}: {
  namespace: ChainNamespace
  signature: unknown
}): string {
  const valid =
    namespace === 'eip155'
      ? isSignedMessage(signature)
      : namespace === 'solana'
        ? isSolanaSignature(signature)
        : typeof signature === 'string' && signature !== ''
  if (valid) return signature as string
  throw new InvalidSignedMessageError({
    details: `Expected ${EXPECTED[namespace] ?? 'a signature'}, got ${quoteReceived(signature)}`,
  })
}
