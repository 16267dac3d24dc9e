import { HTTP_TRANSPORT_BATCH_SIZE, HTTP_TRANSPORT_TIMEOUT_MS } from '@portico/core/internal'
import { http } from 'viem'

/**
 * The viem HTTP transport of every read the adapter makes on a network's RPC URL (balances, gas
 * estimates, receipts): the calls of one tick travel as one JSON-RPC batch of at most
 * HTTP_TRANSPORT_BATCH_SIZE (1000) calls (spec §9 "HTTP transport timeout 10 s, batch size 1000"),
 * each request given HTTP_TRANSPORT_TIMEOUT_MS. Loaded with the reads, never by the adapter's entry.
 */
export function rpcTransport(rpcUrl: string) {
  return http(rpcUrl, {
    batch: { batchSize: HTTP_TRANSPORT_BATCH_SIZE },
    timeout: HTTP_TRANSPORT_TIMEOUT_MS,
  })
}
