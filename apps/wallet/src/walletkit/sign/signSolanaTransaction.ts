import { base64 } from '@scure/base'
import { signTx, TransactionRaw } from 'micro-sol-signer'

/** Parameters of `signSolanaTransaction`. */
export type SignSolanaTransactionParameters = {
  /** A serialized legacy transaction, base64-encoded. */
  transaction: string
  /** The 32-byte ed25519 private key of one of its required signers. */
  privateKey: Uint8Array
}

/** What `signSolanaTransaction` returns. */
export type SignSolanaTransactionReturnType = {
  /** The wallet's signature, base58. */
  signature: string
  /** The transaction with the signature in its signer's slot, base64. */
  transaction: string
}

/**
 * Signs a serialized Solana transaction (micro-sol-signer): the message is signed with ed25519 and
 * the signature put in the slot of the wallet's key. Throws when the wallet is not a required
 * signer or the transaction cannot be decoded (versioned v0 transactions are not supported).
 */
export function signSolanaTransaction({
  transaction,
  privateKey,
}: SignSolanaTransactionParameters): SignSolanaTransactionReturnType {
  const bytes = base64.decode(transaction)
  if (bytes.length === 0) throw new Error('The transaction is empty.')
  TransactionRaw.decode(bytes)
  const [signature, signed] = signTx(privateKey, bytes)
  return { signature, transaction: signed }
}
