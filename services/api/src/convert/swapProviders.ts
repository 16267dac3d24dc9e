import type { DevnetConfig } from '@portico/devnet'
import { uniswapV2DevnetProvider } from './providers/uniswapV2Devnet.js'
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
  return [
    ...(devnet ? [uniswapV2DevnetProvider(devnet)] : []),
    // --- production providers: one line each (e.g. `...zeroExProviders(env),`) ---
    ...zeroExProviders(env),
  ]
}
