import { HTTP_TRANSPORT_BATCH_SIZE, NoRpcUrlError } from '@portico/core/internal'
import { http } from 'viem'
import { type CreateFalloverFetchParameters, createFalloverFetch } from './createFalloverFetch.js'

export { type CreateFalloverFetchParameters, createFalloverFetch }

export type RpcTransportParameters = Pick<CreateFalloverFetchParameters, 'chainId' | 'sleep'>

/** The URL viem is given: without user:password, which createFalloverFetch sends per URL. */
function withoutCredentials(url: string): string {
  try {
    const parsed = new URL(url)
    parsed.username = ''
    parsed.password = ''
    return parsed.toString()
  } catch {
    return url
  }
}

/**
 * The viem transport of every EVM RPC read Portico makes, the widget's (balances, gas estimates,
 * receipts) and the services' (through @portico/kit's createEvmRpcClient): over the network's
 * ordered RPC URLs, each HTTP request retried and fallen over by createFalloverFetch (spec §8,
 * §9 "RPC retry: 3 retries, base delay 150 ms doubling"), each try given HTTP_TRANSPORT_TIMEOUT_MS;
 * the calls of one tick travel as one JSON-RPC batch of at most HTTP_TRANSPORT_BATCH_SIZE (1000)
 * calls (spec §9 "HTTP transport timeout 10 s, batch size 1000"). Loaded with the reads, never by
 * the adapter's entry.
 */
export function rpcTransport(
  rpcUrls: string | readonly string[],
  { chainId, sleep }: RpcTransportParameters = {},
) {
  const urls = typeof rpcUrls === 'string' ? [rpcUrls] : rpcUrls
  const first = urls[0]
  if (first === undefined) throw new NoRpcUrlError(chainId ?? 'unknown')
  return http(withoutCredentials(first), {
    batch: { batchSize: HTTP_TRANSPORT_BATCH_SIZE },
    fetchFn: createFalloverFetch({ rpcUrls: urls, chainId, sleep }),
    // createFalloverFetch retries each HTTP request (a whole batch at once) and times each try;
    // viem's own per-call retry and overall timeout would multiply or cut short its tries.
    retryCount: 0,
    timeout: 0,
  })
}
