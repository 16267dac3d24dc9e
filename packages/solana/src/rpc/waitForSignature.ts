import { TransactionNotConfirmedError } from '@portico/core'
import type { Signature } from '@solana/kit'
import { solanaRpc } from './solanaRpc.js'

/** How often the signature's status is read. */
export const SIGNATURE_POLL_INTERVAL_MS = 400
/** How long a signature may take to be confirmed (a blockhash lives ~60-90 s). */
export const SIGNATURE_CONFIRM_TIMEOUT_MS = 90_000

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * Waits until the transaction `signature` is confirmed on the network's RPC (getSignatureStatuses,
 * `confirmed` or `finalized`), and says whether it succeeded ('reverted' when it landed with an
 * error). Rejects after {@link SIGNATURE_CONFIRM_TIMEOUT_MS}.
 */
export async function waitForSignature({
  rpcUrls,
  signature,
  timeoutMs = SIGNATURE_CONFIRM_TIMEOUT_MS,
}: {
  /** The cluster's RPC URLs, tried in order (`rpcUrls.default.http`). */
  rpcUrls: readonly string[]
  signature: string
  timeoutMs?: number
}): Promise<{ status: 'success' | 'reverted' }> {
  const rpc = solanaRpc({ rpcUrls })
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const {
      value: [status],
    } = await rpc
      .getSignatureStatuses([signature as Signature], { searchTransactionHistory: true })
      .send()
    if (
      status &&
      (status.confirmationStatus === 'confirmed' || status.confirmationStatus === 'finalized')
    )
      return { status: status.err ? 'reverted' : 'success' }
    if (Date.now() > deadline) throw new TransactionNotConfirmedError(signature)
    await sleep(SIGNATURE_POLL_INTERVAL_MS)
  }
}
