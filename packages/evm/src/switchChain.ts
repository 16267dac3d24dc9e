import type { Network } from '@portico/core'
import { type EIP1193Provider, numberToHex } from 'viem'

/** EIP-1193 / EIP-3085 code for "this chain has not been added to the wallet". */
export const UNRECOGNIZED_CHAIN_CODE = 4902

/**
 * Asks the wallet to switch to `network`; when it does not know the chain (4902), adds it with
 * wallet_addEthereumChain (which switches too).
 */
export async function switchChain(provider: EIP1193Provider, network: Network): Promise<void> {
  const chainId = numberToHex(Number(network.id))
  try {
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] })
  } catch (error) {
    if ((error as { code?: unknown }).code !== UNRECOGNIZED_CHAIN_CODE) throw error
    await provider.request({
      method: 'wallet_addEthereumChain',
      params: [
        {
          chainId,
          chainName: network.name,
          nativeCurrency: network.nativeCurrency,
          rpcUrls: [...network.rpcUrls.default.http],
          blockExplorerUrls: network.blockExplorers
            ? [network.blockExplorers.default.url]
            : undefined,
        },
      ],
    })
  }
}
