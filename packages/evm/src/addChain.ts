import type { Network } from '@portico/core'
import type { EIP1193Provider } from 'viem'
import { switchChainError } from './switchChainError.js'

/** The network's icon as EIP-3085 takes it: an http(s) URL, else none. */
function iconUrlsOf(network: Network): string[] | undefined {
  const url = network.assets?.imageUrl
  if (!url) return undefined
  try {
    const { protocol } = new URL(url)
    return protocol === 'https:' || protocol === 'http:' ? [url] : undefined
  } catch {
    return undefined
  }
}

/**
 * wallet_addEthereumChain (EIP-3085) with the chain id in hex, its name, native currency, RPC
 * URLs, block explorer and icon (`network.assets.imageUrl`) — loaded only when the wallet did not
 * know the chain. A wallet that adds the chain without moving to it is asked to switch again.
 * Adding failed: 'Chain is not supported' (ChainNotSupportedError), the wallet's error as its
 * cause; the user's refusal (4001) stays as is.
 */
export async function addChain(
  provider: EIP1193Provider,
  network: Network,
  chainId: `0x${string}`,
): Promise<void> {
  try {
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
          iconUrls: iconUrlsOf(network),
        },
      ],
    })
  } catch (error) {
    throw switchChainError(error, 'add')
  }
  try {
    if ((await provider.request({ method: 'eth_chainId' })).toLowerCase() !== chainId)
      await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] })
  } catch (error) {
    throw switchChainError(error, 'switch')
  }
}
