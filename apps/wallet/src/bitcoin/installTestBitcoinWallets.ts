import type { Wallet } from '@wallet-standard/base'
import { ANVIL_MNEMONIC, createTestWalletIcon } from '../provider/defaults.js'
import type { TestWalletStorage } from '../provider/types.js'
import { installStandardTestWallets } from '../standard/installStandardTestWallets.js'
import { createTestBitcoinWallet, type TestBitcoinWallet } from './createTestBitcoinWallet.js'
import type {
  TestBitcoinChain,
  TestBitcoinWalletOptions,
  TestBitcoinWalletsConfig,
} from './types.js'

/** Id (the key in `window.porticoTestWallets`) of the default test Bitcoin wallet. */
export const TEST_BITCOIN_WALLET_ID = 'xyz.portico.testwallet.bitcoin'
/** The devnet's Bitcoin API on its default port. */
export const DEFAULT_TEST_BITCOIN_API_URL = 'http://127.0.0.1:3002'
/** CAIP-2 id of Bitcoin regtest (the devnet's ledger). */
export const BITCOIN_REGTEST_CHAIN = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'

/** The default test Bitcoin wallet: key index 0. */
export function getDefaultTestBitcoinWallets(): TestBitcoinWalletOptions[] {
  return [
    {
      name: 'Portico Test Bitcoin Wallet',
      id: TEST_BITCOIN_WALLET_ID,
      icon: createTestWalletIcon({ color: '#f7931a', label: 'B' }),
      accountIndex: 0,
    },
  ]
}

/** The chains of the config: its list, else regtest on the devnet's Bitcoin API. */
export function resolveTestBitcoinChains(
  config: TestBitcoinWalletsConfig = {},
): TestBitcoinChain[] {
  return config.chains?.length
    ? config.chains.map((c) => ({ ...c }))
    : [{ chain: BITCOIN_REGTEST_CHAIN, apiUrl: DEFAULT_TEST_BITCOIN_API_URL }]
}

/** Parameters of `installTestBitcoinWallets`. */
export type InstallTestBitcoinWalletsParameters = {
  config?: TestBitcoinWalletsConfig
  /** The window (or any object) to hang the controls from, at `porticoTestWallets[id]`. */
  target: object
  storage?: TestWalletStorage
  fetch?: typeof fetch
  /**
   * How a wallet is made known to dApps. @default `registerWallet` of `@wallet-standard/wallet`;
   * Node tests pass a registry's register (`getWallets().register`).
   */
  register?: (wallet: Wallet) => void
}

/**
 * Creates the configured test Bitcoin wallets, registers each through the wallet-standard and puts
 * their controls on `target.porticoTestWallets[id]` beside the other test wallets. An id already
 * installed is left as it is.
 */
export function installTestBitcoinWallets(
  parameters: InstallTestBitcoinWalletsParameters,
): Record<string, TestBitcoinWallet> {
  const config = parameters.config ?? {}
  const chains = resolveTestBitcoinChains(config)
  return installStandardTestWallets({
    target: parameters.target,
    wallets: config.wallets ?? getDefaultTestBitcoinWallets(),
    register: parameters.register,
    create: (options) =>
      createTestBitcoinWallet({
        wallet: options,
        mnemonic: config.mnemonic ?? ANVIL_MNEMONIC,
        chains,
        ...(parameters.storage && { storage: parameters.storage }),
        ...(parameters.fetch && { fetch: parameters.fetch }),
      }),
  })
}
