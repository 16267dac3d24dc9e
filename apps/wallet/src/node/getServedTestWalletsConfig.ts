import { existsSync, readFileSync } from 'node:fs'
import type { Hex } from 'viem'
import { getDefaultTestWalletChains } from '../provider/defaults'
import type { TestWalletChain, TestWalletsConfig } from '../provider/types'

/** Parameters of `getServedTestWalletsConfig`. */
export type GetServedTestWalletsConfigParameters = {
  /** Read when it exists. */
  devnetJsonPath: string
  /** Ports used when there is no devnet.json. */
  chainAPort: number
  chainBPort: number
}

/** What `getServedTestWalletsConfig` returns: the config and where it came from. */
export type GetServedTestWalletsConfigReturnType = {
  config: TestWalletsConfig
  source: 'devnet.json' | 'defaults'
}

type DevnetJson = {
  chains?: Array<{ chainId?: unknown; rpcUrl?: unknown; name?: unknown }>
  accounts?: Array<{ index?: unknown; privateKey?: unknown }>
}

/**
 * The config the wallet server prefixes to inject.js: the devnet's EVM chains (their rpcUrls) and
 * account keys from devnet/devnet.json when it exists, else the default chains on the given ports
 * and anvil's default keys.
 */
export function getServedTestWalletsConfig({
  devnetJsonPath,
  chainAPort,
  chainBPort,
}: GetServedTestWalletsConfigParameters): GetServedTestWalletsConfigReturnType {
  const defaults: GetServedTestWalletsConfigReturnType = {
    config: { chains: getDefaultTestWalletChains({ chainAPort, chainBPort }) },
    source: 'defaults',
  }
  if (!existsSync(devnetJsonPath)) return defaults
  let devnet: DevnetJson
  try {
    devnet = JSON.parse(readFileSync(devnetJsonPath, 'utf8')) as DevnetJson
  } catch (error) {
    throw new Error(`${devnetJsonPath} is not valid JSON: ${(error as Error).message}`)
  }
  const chains: TestWalletChain[] = (devnet.chains ?? []).flatMap((chain) =>
    typeof chain.chainId === 'number' && typeof chain.rpcUrl === 'string'
      ? [
          {
            chainId: chain.chainId,
            rpcUrl: chain.rpcUrl,
            ...(typeof chain.name === 'string' && { name: chain.name }),
          },
        ]
      : [],
  )
  const accounts = (devnet.accounts ?? [])
    .filter(
      (a): a is { index: number; privateKey: Hex } =>
        typeof a.index === 'number' &&
        typeof a.privateKey === 'string' &&
        /^0x[0-9a-fA-F]{64}$/.test(a.privateKey),
    )
    .sort((a, b) => a.index - b.index)
    .map((a) => a.privateKey)
  const config: TestWalletsConfig = { chains: chains.length > 0 ? chains : defaults.config.chains! }
  // The default wallets use accounts #0 and #1; with fewer keys keep anvil's defaults.
  if (accounts.length >= 2) config.accounts = accounts
  return { config, source: 'devnet.json' }
}
