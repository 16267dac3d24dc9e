import type { ChainNotSupportedError, Network, ToRpcErrorReturnType } from '@portico/core'
import { type EIP1193Provider, numberToHex } from 'viem'

/** EIP-1193 / EIP-3085 code for "this chain has not been added to the wallet". */
export const UNRECOGNIZED_CHAIN_CODE = 4902

/**
 * What {@link switchChain} throws: the wallet's refusal as its error class (4001
 * UserRejectedRequestError, …; docs/errors.md#provider-codes), or ChainNotSupportedError when
 * adding the chain failed.
 */
export type SwitchChainErrorType = ToRpcErrorReturnType | ChainNotSupportedError

/**
 * Asks the wallet to switch to `network`; when it does not know the chain (4902), adds it with
 * wallet_addEthereumChain (which switches too). Adding failed: ChainNotSupportedError ('Chain is
 * not supported', docs/errors.md#chain-not-supported), the wallet's error as its cause; the user's
 * refusal (4001) stays as is.
 */
export async function switchChain(provider: EIP1193Provider, network: Network): Promise<void> {
  const chainId = numberToHex(Number(network.id))
  try {
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] })
  } catch (error) {
    if ((error as { code?: unknown }).code !== UNRECOGNIZED_CHAIN_CODE)
      throw (await import('./switchChainError.js')).switchChainError(error, 'switch')
    await addChain(provider, network, chainId)
  }
}

/** wallet_addEthereumChain; a failure other than the user's refusal is 'Chain is not supported'. */
async function addChain(
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
        },
      ],
    })
  } catch (error) {
    throw (await import('./switchChainError.js')).switchChainError(error, 'add')
  }
}
