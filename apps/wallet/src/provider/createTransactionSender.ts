import { createClient, defineChain, type Hex, http, type PrivateKeyAccount } from 'viem'
import { sendTransaction } from 'viem/actions'
import { parseTransactionRequest } from './parseTransactionRequest.js'
import type { TestWalletChain } from './types.js'

const DEFAULT_NATIVE_CURRENCY = { name: 'Ether', symbol: 'ETH', decimals: 18 }

/** Parameters of {@link createTransactionSender}. */
export type CreateTransactionSenderParameters = {
  /** The `fetch` the chain's RPC is reached with. */
  fetch: typeof fetch
}

/** Parameters of a {@link TransactionSender} call. */
export type SendTransactionFromParameters = {
  from: PrivateKeyAccount
  /** The chain the wallet is on: the transaction goes to its `rpcUrl`. */
  chain: TestWalletChain
  /** The `eth_sendTransaction` object as the dApp sent it. */
  tx: Record<string, unknown>
}

/** Signs a transaction with a local key and sends it; resolves with its hash. */
export type TransactionSender = (parameters: SendTransactionFromParameters) => Promise<Hex>

/**
 * The test wallet's `eth_sendTransaction`: signs locally and sends to the chain's RPC over HTTP,
 * one transaction at a time per wallet, so parallel requests never take the same nonce.
 */
export function createTransactionSender({
  fetch,
}: CreateTransactionSenderParameters): TransactionSender {
  let sendQueue: Promise<unknown> = Promise.resolve()
  return async ({ from, chain, tx }) => {
    const viemChain = defineChain({
      id: chain.chainId,
      name: chain.name ?? `Chain ${chain.chainId}`,
      nativeCurrency: chain.nativeCurrency ?? DEFAULT_NATIVE_CURRENCY,
      rpcUrls: { default: { http: [chain.rpcUrl] } },
    })
    const client = createClient({
      account: from,
      chain: viemChain,
      transport: http(chain.rpcUrl, { fetchFn: fetch, retryCount: 0 }),
    })
    const request = parseTransactionRequest(tx)
    const run = () =>
      sendTransaction(client, request as unknown as Parameters<typeof sendTransaction>[1])
    const result = sendQueue.then(run, run)
    sendQueue = result.catch(() => undefined)
    return result
  }
}
