import type { ResolvedOperatorConfig } from '@portico/kit'
import type { ConvertOptions } from './convertOptions.js'
import { readSwapFee } from './readSwapFee.js'
import { readSwapRpcUrls } from './readSwapRpcUrls.js'
import { createSwapProviders } from './swapProviders.js'

/**
 * The swap routes' options from the environment and the operator configuration: every provider
 * of createSwapProviders, the operator's fee (readSwapFee: PORTICO_SWAP_FEE_BPS,
 * PORTICO_SWAP_FEE_RECIPIENT) and the chains' RPC URLs: every `rpcUrls` of the configured chains,
 * in order, then PORTICO_SWAP_RPC_URLS (readSwapRpcUrls: one URL for a chain, replacing the file's). Throws a message fit for the start-up error when the
 * fee settings are wrong, or a fee is set and a chain's `swap` has no fee router.
 */
export function createConvertOptions({
  config,
  env,
}: {
  config?: Pick<ResolvedOperatorConfig, 'evm'> | undefined
  env: NodeJS.ProcessEnv
}): ConvertOptions {
  const fee = readSwapFee(env)
  const evm = config?.evm ?? []
  const withoutFeeRouter = evm.filter((chain) => chain.swap && !chain.swap.feeRouter)
  if (fee.bps > 0 && withoutFeeRouter.length > 0)
    throw new Error(
      `PORTICO_SWAP_FEE_BPS is above 0 but ${withoutFeeRouter.map((chain) => chain.caipNetworkId).join(', ')} ${withoutFeeRouter.length === 1 ? 'has' : 'have'} no swap.feeRouter in the operator configuration`,
    )
  return {
    providers: createSwapProviders({ config, env }),
    fee,
    rpcUrls: {
      ...Object.fromEntries(evm.map((chain) => [chain.chainId, chain.rpcUrls])),
      ...Object.fromEntries(
        Object.entries(readSwapRpcUrls(env)).map(([chainId, url]) => [chainId, [url]]),
      ),
    },
  }
}
