import { NoRpcUrlError } from '@portico/core'
import { type Address, createClient } from 'viem'
import { getBalance } from 'viem/actions'
import { rpcTransport } from './rpcTransport.js'

/**
 * Reads a native balance over the network's HTTP RPC. Loaded on demand by the adapter: viem's
 * transport is most of the adapter's weight and nothing needs it before a wallet is connected.
 */
export async function readNativeBalance({
  rpcUrl,
  chainId,
  address,
}: {
  rpcUrl: string | undefined
  /** The network's chain id, named by the error when it has no RPC URL. */
  chainId: string | number
  address: Address
}): Promise<bigint> {
  if (!rpcUrl) throw new NoRpcUrlError(chainId)
  return getBalance(createClient({ transport: rpcTransport(rpcUrl) }), { address })
}
