import type { PorticoContext } from '../../context.js'
import { initialSwapState } from './SwapState.js'
import { abortSwapQuote } from './swapSession.js'

/**
 * Back to the initial swap state (status idle, no tokens, picks, amounts, quote or error); the
 * slippage tolerance stays. A quote in flight is aborted and its answer ignored.
 */
export function resetSwap(context: PorticoContext): void {
  abortSwapQuote(context)
  context.stores.swap.setState({
    sourceToken: undefined,
    toToken: undefined,
    quote: undefined,
    inputError: undefined,
    networkFee: undefined,
    approvalTransaction: undefined,
    step: undefined,
    error: undefined,
    ...initialSwapState(context.stores.swap.getState().slippage),
  })
}
