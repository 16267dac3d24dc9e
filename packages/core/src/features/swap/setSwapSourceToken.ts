import type { PorticoContext } from '../../context.js'
import type { FetchSwapQuoteErrorType } from './fetchSwapQuote.js'
import { fetchSwapQuote } from './fetchSwapQuote.js'
import { isSameSwapToken } from './isSameSwapToken.js'
import type { SwapQuote, SwapToken } from './SwapState.js'

/**
 * Picks the token to swap from (SwapSelectToken with target `sourceToken`); picking the target
 * token swaps the two. The amount stays as typed and is quoted again. Resolves with the quote.
 */
export function setSwapSourceToken(
  context: PorticoContext,
  token: SwapToken,
): Promise<SwapQuote | undefined> {
  const { sourceToken, toToken } = context.stores.swap.getState()
  context.stores.swap.setState({
    sourceToken: token,
    toToken: isSameSwapToken(token, toToken) ? sourceToken : toToken,
  })
  return fetchSwapQuote(context)
}

/** `portico.swap.setSourceToken()`: what quoting again throws. */
export type SetSwapSourceTokenErrorType = FetchSwapQuoteErrorType
