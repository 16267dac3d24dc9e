import { type Address, createClient, http } from 'viem'
import { getBalance } from 'viem/actions'

/**
 * Reads a native balance over the network's HTTP RPC. Loaded on demand by the adapter: viem's
 * transport is most of the adapter's weight and nothing needs it before a wallet is connected.
 */
export async function readNativeBalance({
  rpcUrl,
  address,
}: {
  rpcUrl: string | undefined
  address: Address
}): Promise<bigint> {
  if (!rpcUrl) throw new Error('No RPC url provided for chainId')
  return getBalance(createClient({ transport: http(rpcUrl) }), { address })
}
