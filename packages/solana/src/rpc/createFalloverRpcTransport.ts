import {
  HTTP_TRANSPORT_TIMEOUT_MS,
  NoRpcUrlError,
  type WithRetryParameters,
  withFallover,
  withTryTimeout,
} from '@portico/core/internal'
import { createDefaultRpcTransport, type RpcTransport } from '@solana/kit'

export type CreateFalloverRpcTransportParameters = {
  /** The cluster's RPC URLs, tried in order. */
  rpcUrls: readonly string[]
  /** Named by the error when `rpcUrls` is empty. */
  chainId?: string | number | undefined
  /** Waits between tries; injectable for tests. @default a setTimeout promise */
  sleep?: WithRetryParameters['sleep']
}

/**
 * An @solana/kit RpcTransport over a cluster's ordered RPC URLs: each request goes to the first
 * URL through spec §9's retry ("RPC retry: 3 retries, base delay 150 ms doubling"; spec §8's
 * retryable statuses and network failures; Retry-After honoured), each try given
 * HTTP_TRANSPORT_TIMEOUT_MS, then to the next URL when one's tries are spent. A JSON-RPC error
 * answer is an answer: returned at once, for the RPC layer to throw.
 */
export function createFalloverRpcTransport({
  rpcUrls,
  chainId = 'solana',
  sleep,
}: CreateFalloverRpcTransportParameters): RpcTransport {
  if (rpcUrls.length === 0) throw new NoRpcUrlError(chainId)
  // One kit transport per URL, built once: each keeps its own coalescing of identical calls.
  const transports = new Map(rpcUrls.map((url) => [url, createDefaultRpcTransport({ url })]))
  return (<TResponse>({ payload, signal }: Parameters<RpcTransport>[0]) =>
    withFallover(
      (url) =>
        withTryTimeout(
          (trySignal) =>
            (transports.get(url) as RpcTransport)<TResponse>({ payload, signal: trySignal }),
          { signal, timeoutMs: HTTP_TRANSPORT_TIMEOUT_MS, details: `URL: ${url}` },
        ),
      { urls: rpcUrls, chainId, signal, sleep },
    )) as RpcTransport
}
