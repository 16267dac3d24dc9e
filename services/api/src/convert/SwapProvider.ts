import type { Address, Hex } from 'viem'

/**
 * The native currency's token address in swaps (the 0xeeee… convention of aggregators); on the
 * wire it is CAIP-10 like every token: `eip155:<chainId>:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee`.
 */
export const NATIVE_TOKEN_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee' as const

/** The operator's swap fee (PORTICO_SWAP_FEE_BPS, PORTICO_SWAP_FEE_RECIPIENT); default none. */
export type SwapFee = {
  /** Basis points of the source amount, 0 to 1000 (10 %). */
  bps: number
  /** Who receives the fee; required when bps > 0. */
  recipient?: Address | undefined
}

/**
 * A token a provider can swap on one chain. `address` is the bare contract address (checksummed or
 * not) or NATIVE_TOKEN_ADDRESS; the routes answer it as CAIP-10 (`GET /v1/convert/tokens`).
 */
export type ConvertToken = {
  name: string
  symbol: string
  address: Address
  decimals: number
  /** Icon URL. */
  logoUri: string
  /** Whether the token takes EIP-2612 permits. */
  eip2612: boolean
}

/** What a quote needs: the pair, the source amount (base units), who swaps and the fee. */
export type SwapQuoteParameters = {
  chainId: number
  /** Source token contract, or NATIVE_TOKEN_ADDRESS. */
  from: Address
  /** Target token contract, or NATIVE_TOKEN_ADDRESS. */
  to: Address
  /** Source amount in base units, fee included (the fee is taken from it). */
  amount: bigint
  /** The account that will send the swap. */
  taker: Address
  fee: SwapFee
}

/** A provider's quote. */
export type SwapQuoteResult = {
  /** What the taker receives, base units, after the fee. */
  toAmount: bigint
  /** How much worse than the pools' mid price, in percent (0.42 = 0.42 %); undefined when unknown. */
  priceImpact?: number | undefined
}

/** What building a swap needs: the quote's parameters and the slippage tolerance. */
export type BuildSwapParameters = SwapQuoteParameters & {
  /** Slippage tolerance in basis points (100 = the spec's 1 %). */
  slippageBps: number
}

/** A transaction to send from the taker. */
export type SwapCall = { to: Address; data: Hex; value: bigint }

/**
 * One source of swaps behind `/v1/convert/*`: the devnet's Uniswap V2 router, 0x. The routes pick
 * the first provider serving the request's chain; they read allowance, gas price and estimates on
 * the chain themselves.
 */
export type SwapProvider = {
  /** 'uniswap-v2-devnet', '0x' */
  id: string
  /** Shown with the fee: 'Uniswap V2 (devnet)', '0x' */
  name: string
  /** Chains it serves. */
  chainIds: readonly number[]
  tokens(chainId: number): Promise<ConvertToken[]>
  /** Throws SwapProviderError('INSUFFICIENT_LIQUIDITY') when the pools cannot fill the pair. */
  quote(parameters: SwapQuoteParameters): Promise<SwapQuoteResult>
  /** Who an ERC-20 approval is for (the account whose allowance the swap spends). */
  spender(chainId: number, fee: SwapFee): Address
  buildSwap(parameters: BuildSwapParameters): Promise<SwapCall>
}

/** Errors a provider reports to the routes, answered with the API's codes. */
export class SwapProviderError extends Error {
  override name = 'SwapProviderError'
  readonly code: 'INSUFFICIENT_LIQUIDITY' | 'NETWORK_NOT_SUPPORTED' | 'PROVIDER_ERROR'

  constructor(code: SwapProviderError['code'], message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.code = code
  }
}
