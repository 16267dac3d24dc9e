import {
  HttpStatusError,
  InvalidAddressError,
  type Network,
  NoRpcUrlError,
  RpcRequestError,
} from '@portico/core'

/** What {@link readEvmBalance} throws. */
export type ReadEvmBalanceErrorType =
  | NoRpcUrlError
  | InvalidAddressError
  | HttpStatusError
  | RpcRequestError

/** Timeout of one balance read: 10 s, like any HTTP request of the widget. */
const BALANCE_TIMEOUT_MS = 10_000

/**
 * The native balance of `address` on an EVM `network`, read with eth_getBalance from the
 * network's own RPC URL (never through the relay, never from a vendor host).
 */
export async function readEvmBalance({
  address,
  network,
}: {
  address: string
  network: Network
}): Promise<{ value: bigint; decimals: number; symbol: string }> {
  const url = network.rpcUrls.default.http[0]
  if (!url) throw new NoRpcUrlError(network.id)
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) throw new InvalidAddressError('Not an EVM address')
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'eth_getBalance',
      params: [address, 'latest'],
    }),
    signal: AbortSignal.timeout(BALANCE_TIMEOUT_MS),
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
