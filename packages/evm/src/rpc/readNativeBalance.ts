import { type Address, createClient } from 'viem'
import { getBalance } from 'viem/actions'
import { rpcTransport } from './rpcTransport.js'

/**
 * Reads a native balance over the network's HTTP RPC. Loaded on demand by the adapter: viem's
 * transport is most of the adapter's weight and nothing needs it before a wallet is connected.
 */
export async function readNativeBalance({
  rpcUrls,
  chainId,
  address,
}: {
  /** The network's RPC URLs, tried in order (`rpcUrls.default.http`). */
  rpcUrls: readonly string[]
  /** The network's chain id, named by the error when it has no RPC URL. */
  chainId: string | number
  address: Address
}): Promise<bigint> {
  return getBalance(createClient({ transport: rpcTransport(rpcUrls, { chainId }) }), { address })
}
