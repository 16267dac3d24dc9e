import type { SwapState, SwapToken } from '@portico/core'
import { tryParseTokenAmount } from '@portico/core/internal'
import type { MessageKey } from '../../locales/en.js'

/** Where the swap form stands: what its one primary button says, and what is wrong with the amount. */
export type SwapFormStatus = {
  /** Both tokens, an amount within the balance and a quote: the button reviews the swap. */
  ready: boolean
  /** The primary button's label: what is missing, or 'Review swap'. */
  label: MessageKey
  /** What is wrong with the amount, shown under it. */
  amountError?: { key: MessageKey; values?: Record<string, string> } | undefined
}

/**
 * What the swap form still lacks, in the order a person fills it (docs/swaps-and-onramp.md, Swap):
 * both tokens, an amount that is a positive number of the source token within its balance, a
 * quote the pools can fill, then *Review swap*. The first thing missing names the primary button.
 */
export function swapFormStatus({
  sourceToken,
  toToken,
  amount,
  quote,
  loadingQuote,
  inputError,
  quoteFailed = false,
}: {
  sourceToken: SwapToken | undefined
  toToken: SwapToken | undefined
  amount: string
  quote: SwapState['quote']
  loadingQuote: boolean
  inputError: SwapState['inputError']
  /** The last quote request failed for another reason than liquidity (its message shows apart). */
  quoteFailed?: boolean | undefined
}): SwapFormStatus {
  if (!sourceToken || !toToken) return { ready: false, label: 'swapSelectToken' }
  // Nothing typed yet, or no digit yet ("."): nothing to complain about.
  if (!amount || !/\d/.test(amount)) return { ready: false, label: 'swapEnterAmount' }
  const units = tryParseTokenAmount(amount, sourceToken.decimals)
  if (units === undefined) {
    const amountError = {
      key: 'swapInvalidAmount' as const,
      values: { decimals: String(sourceToken.decimals) },
    }
    return { ready: false, label: 'swapEnterAmount', amountError }
  }
  if (units === 0n) return { ready: false, label: 'swapEnterAmount' }
  const balance = tryParseTokenAmount(sourceToken.quantity, sourceToken.decimals) ?? 0n
  if (units > balance || inputError === 'insufficientBalance') {
    const amountError = { key: 'swapInsufficientBalance' as const }
    return { ready: false, label: 'swapInsufficientBalance', amountError }
  }
  if (loadingQuote) return { ready: false, label: 'swapGettingQuote' }
  if (inputError === 'insufficientLiquidity')
    return { ready: false, label: 'swapInsufficientLiquidity' }
  if (!quote) return { ready: false, label: quoteFailed ? 'swapNoQuote' : 'swapGettingQuote' }
  return { ready: true, label: 'swapReview' }
}
