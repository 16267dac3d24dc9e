import type { PorticoError } from '../../errors/PorticoError.js'

/**
 * A token a swap can use (`GET /v1/convert/tokens`), with the active account's balance and the
 * token's USD price (`POST /v1/fungible/price`) when known.
 */
export type SwapToken = {
  name: string
  symbol: string
  /**
   * CAIP-10 of the token: `eip155:<chainId>:<contract>`; the native currency is
   * `eip155:<chainId>:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee` (SWAP_NATIVE_TOKEN_ADDRESS).
   */
  address: string
  decimals: number
  logoUri: string
  /** USD per whole token; 0 when unknown. */
  price: number
  /** The account's balance in whole units as an exact decimal string ('0' when it holds none). */
  quantity: string
  /** quantity × price, in USD. */
  value: number
}

/** The quote of the current source amount (`GET /v1/convert/quotes`), as the Swap views show it. */
export type SwapQuote = {
  /** The provider that quoted, shown with the fee: no fee is hidden. */
  provider: { id: string; name: string }
  /** Base units, exact decimal strings. */
  fromAmount: string
  toAmount: string
  /** toAmount less the slippage tolerance: the least the swap may return (base units). */
  minimumReceived: string
  /** The operator's fee: basis points (0 = none) and its amount in the source token (base units). */
  fee: { bps: number; amount: string }
  /** How much worse than the pool's mid price, in percent (0.42 = 0.42 %); undefined when unknown. */
  priceImpact?: number | undefined
}

/** A transaction the wallet is asked to send for a swap (`build-approve` / `build-transaction`). */
export type SwapTransaction = {
  /** CAIP-10 of the sender. */
  from: string
  /** The contract called (router or token), 0x-address. */
  to: string
  data: string
  /** Native value, wei as a decimal string. */
  value: string
  /** Gas limit and gas price estimated by the API (decimal strings), absent with disableEstimate. */
  gas?: string | undefined
  gasPrice?: string | undefined
}

/**
 * The swap of the Swap, SwapSelectToken and SwapPreview views (docs/swaps-and-onramp.md): 1 %
 * slippage tolerance, on the EVM chains that have swaps. Amounts typed by the user are decimal
 * strings in whole units; amounts from the API are base units.
 */
export type SwapState = {
  /**
   * idle: not started; loading: tokens and prices being read; ready; error (fetchError);
   * unsupported: the active network has no swaps ('Network not supported').
   */
  status: 'idle' | 'loading' | 'ready' | 'error' | 'unsupported'
  /** The active chain's swap tokens: those the account holds first (by value), then the rest. */
  tokens: readonly SwapToken[]
  sourceToken?: SwapToken | undefined
  /** What the user typed, whole units. */
  sourceTokenAmount: string
  toToken?: SwapToken | undefined
  /** From the quote, whole units ('' while none). */
  toTokenAmount: string
  quote?: SwapQuote | undefined
  loadingQuote: boolean
  /**
   * Why the form cannot go on: the account holds less than the amount, or the pools cannot fill it
   * (a quote of 0 or a provider refusal).
   */
  inputError?: 'insufficientBalance' | 'insufficientLiquidity' | undefined
  /** The network fee of the swap (and of the approval when one is needed): wei and USD. */
  networkFee?: { wei: string; usd: number } | undefined
  /** Set when the allowance is short: the approval the wallet sends first. */
  approvalTransaction?: SwapTransaction | undefined
  /** Slippage tolerance in percent (SWAP_SLIPPAGE_TOLERANCE_PERCENT). */
  slippage: number
  /** approving / swapping while the wallet and the chain work; undefined otherwise. */
  step?: 'approving' | 'swapping' | undefined
  /** The last failure (tokens, quote or transaction); shown by the views. */
  error?: PorticoError | undefined
}

/** A swap not started; resetSwap returns to it (the slippage tolerance is kept). */
export function initialSwapState(slippage: number): SwapState {
  return {
    status: 'idle',
    tokens: [],
    sourceTokenAmount: '',
    toTokenAmount: '',
    loadingQuote: false,
    slippage,
  }
}
