import type { DevnetConfig } from '@portico/devnet'
import type { ConvertOptions } from './convertOptions.js'
import { readSwapFee } from './readSwapFee.js'
import { readSwapRpcUrls } from './readSwapRpcUrls.js'
import { createSwapProviders } from './swapProviders.js'

/**
 * The swap routes' options from the environment and the devnet: every provider of
 * createSwapProviders, the operator's fee (readSwapFee: PORTICO_SWAP_FEE_BPS,
 * PORTICO_SWAP_FEE_RECIPIENT) and the chains' RPC URLs: the devnet's, then PORTICO_SWAP_RPC_URLS
 * (readSwapRpcUrls) for production chains. Throws a message fit for the
 * start-up error when the fee settings are wrong.
 */
export function createConvertOptions({
  devnet,
  env,
}: {
  devnet?: DevnetConfig | undefined
  env: NodeJS.ProcessEnv
}): ConvertOptions {
  const fee = readSwapFee(env)
  if (fee.bps > 0 && devnet?.chains.some((chain) => !chain.contracts.swapFeeRouter))
    throw new Error(
      'PORTICO_SWAP_FEE_BPS is above 0 but devnet.json has no swapFeeRouter (an older devnet): restart the devnet',
    )
  return {
    providers: createSwapProviders({ devnet, env }),
    fee,
    rpcUrls: {
      ...Object.fromEntries((devnet?.chains ?? []).map((c) => [c.chainId, c.rpcUrl])),
      ...readSwapRpcUrls(env),
    },
  }
}
