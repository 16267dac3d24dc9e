import { createClient, type Hash, http } from 'viem'
import { waitForTransactionReceipt } from 'viem/actions'

/** How often the receipt is polled for. */
export const RECEIPT_POLLING_INTERVAL_MS = 500

/** Waits for a transaction's receipt on the network's HTTP RPC. Loaded on demand. */
export async function waitForTransaction({
  rpcUrl,
  hash,
}: {
  rpcUrl: string | undefined
  hash: string
}): Promise<{ status: 'success' | 'reverted' }> {
  if (!rpcUrl) throw new Error('No RPC url provided for chainId')
  const client = createClient({
    transport: http(rpcUrl),
    pollingInterval: RECEIPT_POLLING_INTERVAL_MS,
  })
  const { status } = await waitForTransactionReceipt(client, { hash: hash as Hash })
  return { status }
}
