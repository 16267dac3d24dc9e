import { type AnnounceTarget, announceProvider } from './announceProvider.js'
import { createTestWalletProvider, type TestWallet } from './createTestWalletProvider.js'
import { resolveTestWalletsConfig } from './resolveTestWalletsConfig.js'
import type { TestWalletStorage, TestWalletsConfig } from './types.js'

/** Name of the global the inject script reads its configuration from. */
export const TEST_WALLET_CONFIG_GLOBAL = '__PORTICO_TEST_WALLET_CONFIG__'
/** Name of the global that holds each wallet's controls, keyed by rdns. */
export const TEST_WALLETS_GLOBAL = 'porticoTestWallets'

/** Parameters of `installTestWallets`. */
export type InstallTestWalletsParameters = {
  config?: TestWalletsConfig
  /** The window (or, in Node, any EventTarget) to announce on and hang the controls from. */
  target: AnnounceTarget
  storage?: TestWalletStorage
  fetch?: typeof fetch
  origin?: string
}

/** What `installTestWallets` returns. */
export type InstallTestWalletsReturnType = {
  /** Every wallet on the target by rdns, including any installed earlier. */
  wallets: Record<string, TestWallet>
  /** Stops the wallets installed by this call from answering `eip6963:requestProvider`. */
  uninstall(): void
}

/**
 * Creates the configured wallets, announces each with EIP-6963 and puts their controls on
 * `target.porticoTestWallets[rdns]`. A wallet whose rdns is already installed is left as it is,
 * so loading the script twice does not announce duplicates.
 */
export function installTestWallets(
  parameters: InstallTestWalletsParameters,
): InstallTestWalletsReturnType {
  const { target } = parameters
  const globals = target as unknown as Record<string, unknown>
  const { wallets, windowEthereum } = resolveTestWalletsConfig(parameters.config)
  const existing = globals[TEST_WALLETS_GLOBAL]
  const installed: Record<string, TestWallet> =
    typeof existing === 'object' && existing !== null
      ? (existing as Record<string, TestWallet>)
      : {}
  globals[TEST_WALLETS_GLOBAL] = installed

  const stops: Array<() => void> = []
  for (const options of wallets) {
    if (installed[options.rdns]) continue
    const wallet = createTestWalletProvider({
      wallet: options,
      ...(parameters.storage && { storage: parameters.storage }),
      ...(parameters.fetch && { fetch: parameters.fetch }),
      ...(parameters.origin !== undefined && { origin: parameters.origin }),
    })
    installed[options.rdns] = wallet
    stops.push(announceProvider({ target, info: wallet.info, provider: wallet.provider }))
  }

  const legacy = windowEthereum === undefined ? undefined : installed[windowEthereum]
  if (windowEthereum !== undefined && !legacy)
    throw new Error(`windowEthereum names ${windowEthereum}, which is not a configured wallet.`)
  if (legacy && globals.ethereum === undefined) globals.ethereum = legacy.provider

  return {
    wallets: installed,
    uninstall: () => {
      for (const stop of stops) stop()
    },
  }
}
