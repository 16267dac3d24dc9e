import type { SwapFee, SwapProvider } from './SwapProvider.js'

/** What the `/v1/convert/*` routes serve: the providers, the operator's fee and the chains' RPC. */
export type ConvertOptions = {
  /** In order of preference: a chain's swaps come from the first provider serving it. */
  providers: readonly SwapProvider[]
  /** The operator's fee. @default { bps: 0 } */
  fee?: SwapFee | undefined
  /**
   * JSON-RPC URLs per chain id, tried in order (kit's createEvmRpcClient: spec §9's retry, then
   * the next URL): allowance, gas price, estimates. A chain without any answers 'Network not
   * supported' on those routes (its tokens and quotes still come from its provider).
   */
  rpcUrls: Readonly<Record<number, readonly string[]>>
}
