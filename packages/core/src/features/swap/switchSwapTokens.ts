import type { PorticoContext } from '../../context.js'
import type { FetchSwapQuoteErrorType } from './fetchSwapQuote.js'
import { fetchSwapQuote } from './fetchSwapQuote.js'
import type { SwapQuote } from './SwapState.js'

/**
 * The switch button: the target becomes the source and the other way round; the quoted amount
 * (when there is one) becomes the amount to swap, and is quoted. Resolves with the quote.
 */
export function switchSwapTokens(context: PorticoContext): Promise<SwapQuote | undefined> {
  const { sourceToken, toToken, toTokenAmount, sourceTokenAmount } = context.stores.swap.getState()
  context.stores.swap.setState({
    sourceToken: toToken,
    toToken: sourceToken,
    sourceTokenAmount: toTokenAmount || sourceTokenAmount,
  })
  return fetchSwapQuote(context)
}

/** `portico.swap.switchTokens()`: what quoting again throws. */
export type SwitchSwapTokensErrorType = FetchSwapQuoteErrorType
