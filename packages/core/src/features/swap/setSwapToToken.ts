import type { PorticoContext } from '../../context.js'
import type { FetchSwapQuoteErrorType } from './fetchSwapQuote.js'
import { pickSwapToken } from './pickSwapToken.js'
import type { SwapQuote, SwapToken } from './SwapState.js'

/**
 * Picks the token to receive (SwapSelectToken with target `toToken`); picking the source token
 * swaps the two. The amount is quoted again. Resolves with the quote.
 */
export function setSwapToToken(
  context: PorticoContext,
  token: SwapToken,
): Promise<SwapQuote | undefined> {
  return pickSwapToken(context, 'toToken', token)
}

/** `portico.swap.setToToken()`: what quoting again throws. */
export type SetSwapToTokenErrorType = FetchSwapQuoteErrorType
