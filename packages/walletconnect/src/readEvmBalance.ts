import {
  HttpStatusError,
  InvalidAddressError,
  type Network,
  NoRpcUrlError,
  RpcRequestError,
} from '@portico/core'
import { createFalloverFetch } from '@portico/evm/rpc'

/** What {@link readEvmBalance} throws. */
export type ReadEvmBalanceErrorType =
  | NoRpcUrlError
  | InvalidAddressError
  | HttpStatusError
  | RpcRequestError

/**
 * The native balance of `address` on an EVM `network`, read with eth_getBalance from the
 * network's own RPC URLs (never through the relay, never from a vendor host), tried in order
 * through the widget's one RPC transport (@portico/evm/rpc createFalloverFetch: retried, then the
 * next URL; docs/architecture.md "One RPC transport").
 */
export async function readEvmBalance({
  address,
  network,
}: {
  address: string
  network: Network
}): Promise<{ value: bigint; decimals: number; symbol: string }> {
  const urls = network.rpcUrls.default.http
  if (!urls[0]) throw new NoRpcUrlError(network.id)
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) throw new InvalidAddressError('Not an EVM address')
  const response = await createFalloverFetch({ rpcUrls: urls, chainId: network.id })(urls[0], {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'eth_getBalance',
      params: [address, 'latest'],
    }),
  })
  if (!response.ok) throw new HttpStatusError(response.status)
  const body = (await response.json()) as { result?: unknown }
  if (typeof body.result !== 'string' || !/^0x[0-9a-fA-F]*$/.test(body.result))
    throw new RpcRequestError({ details: 'eth_getBalance answered no hex quantity' })
  return {
    value: BigInt(body.result === '0x' ? 0 : body.result),
    decimals: network.nativeCurrency.decimals,
    symbol: network.nativeCurrency.symbol,
  }
}
