import { existsSync, readFileSync } from 'node:fs'
import type { SampleWalletPageConfig } from '../page/readPageConfig.js'
import type { SampleWalletEvmChain } from '../requests/types.js'
import { DEVNET_MNEMONIC } from '../sampleWalletDefaults.js'

/** Parameters of `getSampleWalletPageConfig`. */
export type GetSampleWalletPageConfigParameters = {
  /** devnet/devnet.json: its mnemonic is used when it exists. */
  devnetJsonPath: string
  /** The EVM chains the wallet server serves (devnet.json's, or the default ports'). */
  evmChains: readonly SampleWalletEvmChain[]
  relayUrl: string
  projectId: string
}

/**
 * The config the page gets: the relay and project id, the devnet's EVM chains and its mnemonic
 * (devnet.json's, else anvil's `test test … junk`). Devnet only: the mnemonic is public.
 */
export function getSampleWalletPageConfig({
  devnetJsonPath,
  evmChains,
  relayUrl,
  projectId,
}: GetSampleWalletPageConfigParameters): SampleWalletPageConfig {
  let mnemonic = DEVNET_MNEMONIC
  if (existsSync(devnetJsonPath)) {
    const devnet = JSON.parse(readFileSync(devnetJsonPath, 'utf8')) as { mnemonic?: unknown }
    if (typeof devnet.mnemonic === 'string') mnemonic = devnet.mnemonic
  }
  return {
    relayUrl,
    projectId,
    mnemonic,
    evmChains: evmChains.map(({ chainId, rpcUrl, name }) => ({
      chainId,
      rpcUrl,
      ...(name && { name }),
    })),
  }
}
