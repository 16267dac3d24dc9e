import { isSampleWalletNamespace } from '../keys/deriveSampleWalletAccounts.js'
import { handleBitcoinRequest } from './handleBitcoinRequest.js'
import { handleCosmosRequest } from './handleCosmosRequest.js'
import { handleEvmRequest } from './handleEvmRequest.js'
import { handlePolkadotRequest } from './handlePolkadotRequest.js'
import { handleSolanaRequest } from './handleSolanaRequest.js'
import { unrecognizedChainError, unsupportedMethodError } from './SessionRequestError.js'
import { SAMPLE_WALLET_METHODS } from './sampleWalletMethods.js'
import type { SampleWalletRequest, SessionRequestContext, SessionRequestOutcome } from './types.js'

const HANDLERS = {
  eip155: handleEvmRequest,
  solana: handleSolanaRequest,
  bip122: handleBitcoinRequest,
  polkadot: handlePolkadotRequest,
  cosmos: handleCosmosRequest,
} as const

/**
 * Answers an approved session request with the wallet's keys: checks that the chain is one of
 * the session's and the method one the wallet supports on its namespace, then dispatches to that
 * namespace's handler. Throws a SessionRequestError (with its JSON-RPC code) when it cannot.
 */
export async function handleSessionRequest(
  request: SampleWalletRequest,
  context: SessionRequestContext,
): Promise<SessionRequestOutcome> {
  const namespace = request.chainId.split(':')[0] ?? ''
  if (!isSampleWalletNamespace(namespace) || !context.sessionChains.includes(request.chainId))
    throw unrecognizedChainError(request.chainId)
  if (!SAMPLE_WALLET_METHODS[namespace].includes(request.method))
    throw unsupportedMethodError(request.method)
  return HANDLERS[namespace](request, context)
}
