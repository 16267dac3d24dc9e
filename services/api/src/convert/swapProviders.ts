import type { ResolvedOperatorConfig } from '@portico/kit'
import { uniswapV2DevnetProvider } from './providers/uniswapV2Devnet.js'
import { zeroExProviders } from './providers/zeroEx.js'
import type { SwapProvider } from './SwapProvider.js'

/** Parameters of {@link createSwapProviders}. */
export type CreateSwapProvidersParameters = {
  /** The operator configuration: its chains with a `swap` section get the Uniswap V2 provider. */
  config?: Pick<ResolvedOperatorConfig, 'evm'> | undefined
  /** The process environment (production providers read their keys from it). */
  env: NodeJS.ProcessEnv
}

/**
 * Every configured swap provider, in order of preference: the routes use the first one serving a
 * chain. The configured chains' own routers come first, so a devnet chain id never reaches a
 * production provider.
 */
export function createSwapProviders({
  config,
  env,
}: CreateSwapProvidersParameters): SwapProvider[] {
  const swapChains = (config?.evm ?? []).filter((chain) => chain.swap)
  return [
    ...(swapChains.length > 0 ? [uniswapV2DevnetProvider(swapChains)] : []),
    // --- production providers: one line each (e.g. `...zeroExProviders(env),`) ---
    ...zeroExProviders(env),
  ]
}
