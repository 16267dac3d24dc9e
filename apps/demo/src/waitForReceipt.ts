import { createPublicClient, type Hex, http } from 'viem'

/**
 * Waits until the transaction `hash` is mined on the chain at `rpcUrl` and returns its block
 * number. Loaded by `import()` from the Send handler only: viem's public client (every public
 * action, ABI and error module) would otherwise weigh on the demo's first JS.
 */
export async function waitForReceipt({ rpcUrl, hash }: { rpcUrl: string | undefined; hash: Hex }) {
  const client = createPublicClient({ transport: http(rpcUrl) })
  const receipt = await client.waitForTransactionReceipt({ hash })
  return receipt.blockNumber
}
