import type { Wallet } from '@wallet-standard/base'
import { registerWallet } from '@wallet-standard/wallet'
import { TEST_WALLETS_GLOBAL } from '../provider/installTestWallets.js'

/** Parameters of {@link installStandardTestWallets}. */
export type InstallStandardTestWalletsParameters<options extends { id: string }, testWallet> = {
  /** The window (or any object) to hang the controls from, at `porticoTestWallets[id]`. */
  target: object
  /** The wallets to install. */
  wallets: readonly options[]
  /** Creates one test wallet of the options. */
  create(options: options): testWallet
  /** @default `registerWallet` of `@wallet-standard/wallet` */
  register?: ((wallet: Wallet) => unknown) | undefined
}

/**
 * Creates each wallet-standard test wallet, registers it and puts its controls on
 * `target.porticoTestWallets[id]` beside the other test wallets. An id already installed is left
 * as it is.
 */
export function installStandardTestWallets<
  options extends { id: string },
  testWallet extends { wallet: Wallet },
>(
  parameters: InstallStandardTestWalletsParameters<options, testWallet>,
): Record<string, testWallet> {
  const globals = parameters.target as Record<string, unknown>
  const existing = globals[TEST_WALLETS_GLOBAL]
  const installed = (typeof existing === 'object' && existing !== null ? existing : {}) as Record<
    string,
    unknown
  >
  globals[TEST_WALLETS_GLOBAL] = installed
  const register = parameters.register ?? registerWallet
  const created: Record<string, testWallet> = {}
  for (const options of parameters.wallets) {
    if (installed[options.id]) continue
    const wallet = parameters.create(options)
    installed[options.id] = wallet
    created[options.id] = wallet
    register(wallet.wallet)
  }
  return created
}
