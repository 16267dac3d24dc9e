import type { SwapFee, SwapProvider } from './SwapProvider.js'

/** What the `/v1/convert/*` routes serve: the providers, the operator's fee and the chains' RPC. */
export type ConvertOptions = {
  /** In order of preference: a chain's swaps come from the first provider serving it. */
  providers: readonly SwapProvider[]
  /** The operator's fee. @default { bps: 0 } */
  fee?: SwapFee | undefined
  /**
   * JSON-RPC URL per chain id: allowance, gas price, estimates. A chain without one answers
   * 'Network not supported' on those routes (its tokens and quotes still come from its provider).
   */
  rpcUrls: Readonly<Record<number, string>>
}
