import type { PorticoContext } from '../../context.js'
import { lazyFeature } from '../../instance/lazyFeature.js'
import type { FetchSwapQuoteErrorType } from './fetchSwapQuote.js'
import type { SwapQuote, SwapToken } from './SwapState.js'
import type { SetSwapMaxAmountErrorType } from './setSwapMaxAmount.js'
import type { SetSwapSourceTokenErrorType } from './setSwapSourceToken.js'
import type { SetSwapSourceTokenAmountErrorType } from './setSwapSourceTokenAmount.js'
import type { SetSwapToTokenErrorType } from './setSwapToToken.js'
import type { SwapTokensErrorType, SwapTokensReturnType } from './swapTokens.js'
import type { SwitchSwapTokensErrorType } from './switchSwapTokens.js'

/** `portico.swap`: the Swap views' actions (docs/swaps-and-onramp.md); state in `stores.swap`. */
export type SwapActions = {
  /**
   * Prepares `stores.swap` for the active account and network: tokens, balances and prices, the
   * native currency as the source; status `unsupported` ('Network not supported') elsewhere.
   */
  initialize(): Promise<readonly SwapToken[]>
  /** Picks the token to swap from (the target one swaps the two); quotes again. */
  setSourceToken(parameters: { token: SwapToken }): Promise<SwapQuote | undefined>
  /** Picks the token to receive (the source one swaps the two); quotes again. */
  setToToken(parameters: { token: SwapToken }): Promise<SwapQuote | undefined>
  /** The switch button: source and target trade places, the quoted amount becomes the amount. */
  switchTokens(): Promise<SwapQuote | undefined>
  /** Sets the amount to swap as typed ("1.5") and quotes it at once (older requests aborted). */
  setSourceTokenAmount(parameters: { amount: string }): Promise<SwapQuote | undefined>
  /** The max button: the whole balance, less twice the estimated network fee for the native coin. */
  setMaxAmount(): Promise<string | undefined>
  /** Quotes the current swap: amount received, fee, price impact, approval and network fee. */
  fetchQuote(): Promise<SwapQuote | undefined>
  /**
   * Approves (when needed) and swaps through the wallet; on success resets the swap and shows
   * Account with 'Swap completed'; on failure an error toast, fields kept, the error thrown.
   */
  swapTokens(): Promise<SwapTokensReturnType>
  /** Back to the initial swap state (a quote in flight is aborted). */
  reset(): Promise<void>
}

export function createSwapActions(context: PorticoContext): SwapActions {
  const swap = lazyFeature(() => import('./swapModule.js'))
  return {
    initialize: () => swap((m) => m.initializeSwap(context)),
    setSourceToken: ({ token }) => swap((m) => m.setSwapSourceToken(context, token)),
    setToToken: ({ token }) => swap((m) => m.setSwapToToken(context, token)),
    switchTokens: () => swap((m) => m.switchSwapTokens(context)),
    setSourceTokenAmount: ({ amount }) => swap((m) => m.setSwapSourceTokenAmount(context, amount)),
    setMaxAmount: () => swap((m) => m.setSwapMaxAmount(context)),
    fetchQuote: () => swap((m) => m.fetchSwapQuote(context)),
    swapTokens: () => swap((m) => m.swapTokens(context)),
    reset: () => swap((m) => m.resetSwap(context)),
  }
}

/**
 * What each `portico.swap` method throws, by method (docs/errors.md): `SwapActionsErrorTypes['initialize']`
 * is the union of the PorticoError classes it can reject or throw with; `never` where the method
 * throws nothing (a failure it meets is kept in the feature's store for the view). The named types
 * are the actions' own (`<Action>ErrorType`, beside each action).
 */
export type SwapActionsErrorTypes = {
  initialize: never
  setSourceToken: SetSwapSourceTokenErrorType
  setToToken: SetSwapToTokenErrorType
  switchTokens: SwitchSwapTokensErrorType
  setSourceTokenAmount: SetSwapSourceTokenAmountErrorType
  setMaxAmount: SetSwapMaxAmountErrorType
  fetchQuote: FetchSwapQuoteErrorType
  swapTokens: SwapTokensErrorType
  reset: never
}

export type { FetchSwapQuoteErrorType } from './fetchSwapQuote.js'
export type { SetSwapMaxAmountErrorType } from './setSwapMaxAmount.js'
export type { SetSwapSourceTokenErrorType } from './setSwapSourceToken.js'
export type { SetSwapSourceTokenAmountErrorType } from './setSwapSourceTokenAmount.js'
export type { SetSwapToTokenErrorType } from './setSwapToToken.js'
export type { SwapTokensErrorType } from './swapTokens.js'
export type { SwitchSwapTokensErrorType } from './switchSwapTokens.js'
