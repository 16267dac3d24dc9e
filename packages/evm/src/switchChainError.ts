import { ChainNotSupportedError, toRpcError } from '@portico/core'
import type { SwitchChainErrorType } from './switchChain.js'

/** EIP-1193 code of the user's refusal: kept as it is, so it still reads as a rejection. */
const USER_REJECTED_CODE = 4001

/**
 * What `switchChain` throws for the wallet's answer (loaded only once a switch failed, so the
 * error tables stay out of the adapter's first load): a refused switch as its EIP-1193 class;
 * a failed wallet_addEthereumChain as 'Chain is not supported' with the wallet's error as cause,
 * except the user's refusal, which stays a rejection.
 */
export function switchChainError(error: unknown, step: 'switch' | 'add'): SwitchChainErrorType {
  if (step === 'switch' || (error as { code?: unknown }).code === USER_REJECTED_CODE)
    return toRpcError(error)
  return new ChainNotSupportedError({ cause: error })
}
