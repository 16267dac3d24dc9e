import { createClient, type Hash } from 'viem'
import { waitForTransactionReceipt } from 'viem/actions'
import { rpcTransport } from './rpcTransport.js'

/** How often the receipt is polled for. */
export const RECEIPT_POLLING_INTERVAL_MS = 500

/** Waits for a transaction's receipt on the network's HTTP RPC. Loaded on demand. */
export async function waitForTransaction({
  rpcUrls,
  chainId,
  hash,
}: {
  /** The network's RPC URLs, tried in order (`rpcUrls.default.http`). */
  rpcUrls: readonly string[]
  /** The network's chain id, named by the error when it has no RPC URL. */
  chainId: string | number
  hash: string
}): Promise<{ status: 'success' | 'reverted' }> {
  const client = createClient({
    transport: rpcTransport(rpcUrls, { chainId }),
    pollingInterval: RECEIPT_POLLING_INTERVAL_MS,
  })
  const { status } = await waitForTransactionReceipt(client, { hash: hash as Hash })
  return { status }
}
