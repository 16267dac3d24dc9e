import { createEvmRpcClient, type ResolvedEvmChain } from '@portico/kit'
import type { PublicClient } from 'viem'

/**
 * The API's client of a configured EVM chain: kit's createEvmRpcClient, spec §9's retry and then
 * the next of the chain's `rpcUrls`, Multicall3 where the chain says.
 */
export function evmClientOf(
  chain: Pick<ResolvedEvmChain, 'chainId' | 'rpcUrls' | 'multicall3' | 'name' | 'nativeCurrency'>,
): PublicClient {
  return createEvmRpcClient({
    chainId: chain.chainId,
    rpcUrls: chain.rpcUrls,
    multicall3: chain.multicall3,
    name: chain.name,
    nativeCurrency: chain.nativeCurrency,
  })
}
