import type { PorticoContext } from '../../context.js'
import type { FetchSwapQuoteErrorType } from './fetchSwapQuote.js'
import { pickSwapToken } from './pickSwapToken.js'
import type { SwapQuote, SwapToken } from './SwapState.js'

/**
 * Picks the token to swap from (SwapSelectToken with target `sourceToken`); picking the target
 * token swaps the two. The amount stays as typed and is quoted again. Resolves with the quote.
 */
export function setSwapSourceToken(
  context: PorticoContext,
  token: SwapToken,
): Promise<SwapQuote | undefined> {
  return pickSwapToken(context, 'sourceToken', token)
}

/** `portico.swap.setSourceToken()`: what quoting again throws. */
export type SetSwapSourceTokenErrorType = FetchSwapQuoteErrorType
