import { type RpcTransportParameters, rpcTransport } from '@portico/evm/rpc'
import { type Address, createPublicClient, type PublicClient } from 'viem'
import { CANONICAL_MULTICALL3 } from '../config/operatorConfig.js'

export type CreateEvmRpcClientParameters = {
  /** The chain's id; absent (a caller that knows only a URL): the client has no `chain`. */
  chainId?: number | undefined
  /** Tried in order: a URL whose tries (spec §9's retries) are spent falls over to the next. */
  rpcUrls: readonly string[]
  /** Where Multicall3 lives; `client.multicall` uses it. @default CANONICAL_MULTICALL3 */
  multicall3?: string | undefined
  /** Named in viem's errors. @default `eip155:${chainId}` */
  name?: string | undefined
  /** @default Ether (ETH, 18 decimals) */
  nativeCurrency?: { name: string; symbol: string; decimals: number } | undefined
  /** How often receipts and blocks are polled. @default viem's (4 s) */
  pollingInterval?: number | undefined
  /** Waits between tries; injectable for tests. @default a setTimeout promise */
  sleep?: RpcTransportParameters['sleep']
}

/**
 * A viem PublicClient of one EVM chain for the services: every call goes through the widget's
 * shared RPC transport (@portico/evm/rpc's rpcTransport) — JSON-RPC batches of at most 1000 calls,
 * 10 s a try, spec §9's retry ("RPC retry: 3 retries, base delay 150 ms doubling") on spec §8's
 * retryable failures with Retry-After honoured, then the next of `rpcUrls`.
 *
 * @example
 * const client = createEvmRpcClient({ chainId: 1, rpcUrls: chain.rpcUrls, multicall3: chain.multicall3 })
 * const balance = await client.getBalance({ address })
 */
export function createEvmRpcClient({
  chainId,
  rpcUrls,
  multicall3 = CANONICAL_MULTICALL3,
  name = `eip155:${chainId}`,
  nativeCurrency = { name: 'Ether', symbol: 'ETH', decimals: 18 },
  pollingInterval,
  sleep,
}: CreateEvmRpcClientParameters): PublicClient {
  const chain =
    chainId === undefined
      ? undefined
      : {
          id: chainId,
          name,
          nativeCurrency,
          rpcUrls: { default: { http: rpcUrls } },
          contracts: { multicall3: { address: multicall3 as Address } },
        }
  return createPublicClient({
    chain,
    pollingInterval,
    transport: rpcTransport(rpcUrls, { chainId, sleep }),
  }) as PublicClient
}
