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

/** The EIP-1193 code of a refused switch, also where a wallet nests it (`data.originalError`). */
function errorCode(error: unknown): unknown {
  const { code, data } = (error ?? {}) as {
    code?: unknown
    data?: { originalError?: { code?: unknown } }
  }
  return code === UNRECOGNIZED_CHAIN_CODE ? code : (data?.originalError?.code ?? code)
}

/**
 * Asks the wallet to switch to `network`; when it does not know the chain (4902), adds it with
 * wallet_addEthereumChain (EIP-3085, with `iconUrls` from `network.assets.imageUrl`; addChain.ts,
 * loaded only then). Adding failed: ChainNotSupportedError ('Chain is not supported',
 * docs/errors.md#chain-not-supported), the wallet's error as its cause; the user's refusal (4001)
 * stays as is.
 */
export async function switchChain(provider: EIP1193Provider, network: Network): Promise<void> {
  const chainId = numberToHex(Number(network.id))
  try {
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] })
  } catch (error) {
    if (errorCode(error) !== UNRECOGNIZED_CHAIN_CODE)
      throw (await import('./switchChainError.js')).switchChainError(error, 'switch')
    await (await import('./addChain.js')).addChain(provider, network, chainId)
  }
}
