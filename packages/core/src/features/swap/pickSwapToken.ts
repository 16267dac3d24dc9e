import type { PorticoContext } from '../../context.js'
import { fetchSwapQuote } from './fetchSwapQuote.js'
import { isSameSwapToken } from './isSameSwapToken.js'
import type { SwapQuote, SwapToken } from './SwapState.js'

/**
 * Puts `token` on one side of the swap (`sourceToken` or `toToken`); when it is the other side's
 * token the two trade places. Then quotes again; resolves with the quote.
 */
export function pickSwapToken(
  context: PorticoContext,
  side: 'sourceToken' | 'toToken',
  token: SwapToken,
): Promise<SwapQuote | undefined> {
  const state = context.stores.swap.getState()
  const other = side === 'sourceToken' ? 'toToken' : 'sourceToken'
  context.stores.swap.setState({
    [side]: token,
    [other]: isSameSwapToken(token, state[other]) ? state[side] : state[other],
  })
  return fetchSwapQuote(context)
}
