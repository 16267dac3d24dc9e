import { type SolanaRpcParameters, solanaRpc } from '@portico/solana/rpc'

export type CreateSolanaRpcClientParameters = SolanaRpcParameters

/** What createSolanaRpcClient returns: @solana/kit's Solana RPC (`rpc.getBalance(…).send()`). */
export type SolanaRpcClient = ReturnType<typeof solanaRpc>

/**
 * An @solana/kit RPC client of one Solana cluster for the services: every request goes through
 * the widget's shared transport (@portico/solana/rpc) — spec §9's retry ("RPC retry: 3 retries,
 * base delay 150 ms doubling") on spec §8's retryable failures with Retry-After honoured, 10 s a
 * try, then the next of `rpcUrls`.
 *
 * @example
 * const rpc = createSolanaRpcClient({ rpcUrls: cluster.rpcUrls, chainId: cluster.caipNetworkId })
 * const { value } = await rpc.getBalance(address(owner)).send()
 */
export function createSolanaRpcClient(
  parameters: CreateSolanaRpcClientParameters,
): SolanaRpcClient {
  return solanaRpc(parameters)
}
