import { type Network, RpcRequestError } from '@portico/core'

const HEX_QUANTITY = /^0x[0-9a-fA-F]+$/

/** Parameters of {@link readEmbeddedBalance}. */
export type ReadEmbeddedBalanceParameters = {
  address: string
  network: Network
  /** A JSON-RPC request the frame answers for the namespace. */
  rpc: (
    namespace: 'eip155' | 'solana',
    method: string,
    params: unknown,
    chainId?: number | string,
  ) => Promise<unknown>
}

/**
 * The native balance of an embedded-wallet account, asked of the frame: `eth_getBalance` (a hex
 * quantity) on eip155, `getBalance` (lamports) on Solana; an unusable answer is an RpcRequestError.
 */
export async function readEmbeddedBalance({
  address,
  network,
  rpc,
}: ReadEmbeddedBalanceParameters): Promise<{ value: bigint; decimals: number; symbol: string }> {
  const { decimals, symbol } = network.nativeCurrency
  if (network.chainNamespace === 'eip155') {
    const result = await rpc('eip155', 'eth_getBalance', [address, 'latest'], network.id)
    if (typeof result !== 'string' || !HEX_QUANTITY.test(result))
      throw new RpcRequestError({ details: 'eth_getBalance: not a hex quantity' })
    return { value: BigInt(result), decimals, symbol }
  }
  const result = (await rpc('solana', 'getBalance', [address], network.id)) as {
    value?: unknown
  } | null
  const value = result?.value
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0)
    throw new RpcRequestError({ details: 'getBalance: not a lamport count' })
  return { value: BigInt(value), decimals, symbol }
}
