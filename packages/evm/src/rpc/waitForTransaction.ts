import { NoRpcUrlError } from '@portico/core'
import { createClient, type Hash } from 'viem'
import { waitForTransactionReceipt } from 'viem/actions'
import { rpcTransport } from './rpcTransport.js'

/** How often the receipt is polled for. */
export const RECEIPT_POLLING_INTERVAL_MS = 500

/** Waits for a transaction's receipt on the network's HTTP RPC. Loaded on demand. */
export async function waitForTransaction({
  rpcUrl,
  chainId,
  hash,
}: {
  rpcUrl: string | undefined
  /** The network's chain id, named by the error when it has no RPC URL. */
  chainId: string | number
  hash: string
}): Promise<{ status: 'success' | 'reverted' }> {
  if (!rpcUrl) throw new NoRpcUrlError(chainId)
  const client = createClient({
    transport: rpcTransport(rpcUrl),
    pollingInterval: RECEIPT_POLLING_INTERVAL_MS,
  })
  const { status } = await waitForTransactionReceipt(client, { hash: hash as Hash })
  return { status }
}
