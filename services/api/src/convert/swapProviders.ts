import type { DevnetConfig } from '@portico/devnet'
import { zeroExProviders } from './providers/zeroEx.js'
import type { SwapProvider } from './SwapProvider.js'

/** Parameters of {@link createSwapProviders}. */
export type CreateSwapProvidersParameters = {
  /** The devnet (devnet.json): its chains get the Uniswap V2 provider. */
  devnet?: DevnetConfig | undefined
  /** The process environment (production providers read their keys from it). */
  env: NodeJS.ProcessEnv
}

/**
 * Every configured swap provider, in order of preference: the routes use the first one serving a
 * chain. The devnet's chains come first so a devnet chain id never reaches a production provider.
 */
export function createSwapProviders({
  devnet,
  env,
}: CreateSwapProvidersParameters): SwapProvider[] {
  void env
  void devnet
  return [
    // (the devnet's Uniswap V2 provider goes here, first)
    // --- production providers: one line each (e.g. `...zeroExProviders(env),`) ---
    ...zeroExProviders(env),
  ]
}
