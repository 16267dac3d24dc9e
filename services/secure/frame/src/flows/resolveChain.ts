import { FrameRequestError } from '../messaging/FrameRequestError.js'
import { parseEvmChainId, parseSolanaChainId } from '../rpc/networks.js'
import type { FrameContext } from './FrameContext.js'

/** A chain the frame knows, with its namespace. */
export type FrameChain =
  | { namespace: 'eip155'; chainId: number }
  | { namespace: 'solana'; chainId: string }

/** The known chain a dApp's chain id names (1, '0x1', 'eip155:1', a Solana reference); else 4902. */
export function resolveChain(context: FrameContext, chainId: number | string): FrameChain {
  const evm = parseEvmChainId(chainId)
  if (evm !== undefined && context.networks.evm.has(evm))
    return { namespace: 'eip155', chainId: evm }
  const solana = parseSolanaChainId(chainId)
  if (solana !== undefined && context.networks.solana.has(solana))
    return { namespace: 'solana', chainId: solana }
  throw new FrameRequestError('Chain is not supported', 4902)
}

/** The active chain: the one of the namespace the dApp last switched to. */
export function activeChain(context: FrameContext): FrameChain {
  const { namespace, solanaChainId, evmChainId } = context.state
  return namespace === 'solana' && solanaChainId !== undefined
    ? { namespace: 'solana', chainId: solanaChainId }
    : { namespace: 'eip155', chainId: evmChainId }
}

/** Makes `chain` its namespace's current chain (RPC requests without a chain id use it). */
export function rememberChain(context: FrameContext, chain: FrameChain): void {
  if (chain.namespace === 'eip155') context.state.evmChainId = chain.chainId
  else context.state.solanaChainId = chain.chainId
}
