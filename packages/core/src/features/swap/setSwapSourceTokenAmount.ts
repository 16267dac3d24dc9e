import type { PorticoContext } from '../../context.js'
import type { FetchSwapQuoteErrorType } from './fetchSwapQuote.js'
import { fetchSwapQuote } from './fetchSwapQuote.js'
import type { SwapQuote } from './SwapState.js'

/**
 * Sets the source amount as typed, in whole tokens ("1.5"), and quotes it at once (fetchSwapQuote:
 * the request before it is aborted). An amount that is no decimal of the token or has more
 * fraction digits than it is kept as typed with no quote; one above the balance gets `inputError`
 * insufficientBalance. Resolves with the quote, or undefined.
 */
export function setSwapSourceTokenAmount(
  context: PorticoContext,
  amount: string,
): Promise<SwapQuote | undefined> {
  context.stores.swap.setState({ sourceTokenAmount: amount })
  return fetchSwapQuote(context)
}

/** `portico.swap.setSourceTokenAmount()`: what quoting again throws. */
export type SetSwapSourceTokenAmountErrorType = FetchSwapQuoteErrorType
