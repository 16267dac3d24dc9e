import { InvalidTransactionHashError } from '../errors/validation.js'
import type { ChainNamespace } from '../types/network.js'
import { isSolanaSignature } from './isSolanaSignature.js'
import { isTransactionHash } from './isTransactionHash.js'
import { quoteReceived } from './quoteReceived.js'

/** The formats spec §5 gives a transaction hash, by namespace. */
const EXPECTED: Partial<Record<ChainNamespace, string>> = {
  eip155: '0x plus 64 hex characters',
  solana: 'a Solana transaction signature (base58 of 64 bytes)',
}

/**
 * Returns `hash` when it is a transaction hash of `namespace` (spec §5 "Transaction hash: 0x plus
 * 64 hex characters"; on Solana the transaction's signature, base58 of 64 bytes), as a wallet's
 * answer to a send or a swap must be; else throws InvalidTransactionHashError ('Invalid
 * transaction hash'), so nothing stores or shows it. Namespaces whose format the spec does not
 * give need a non-empty string.
 */
export function assertTransactionHash({
  namespace,
  hash,
}: {
  namespace: ChainNamespace
  hash: unknown
}): string {
  const valid =
    namespace === 'eip155'
      ? isTransactionHash(hash)
      : namespace === 'solana'
        ? isSolanaSignature(hash)
        : typeof hash === 'string' && hash !== ''
  if (valid) return hash as string
  throw new InvalidTransactionHashError({
    details: `Expected ${EXPECTED[namespace] ?? 'a transaction id'} from the wallet, got ${quoteReceived(hash)}`,
  })
}
