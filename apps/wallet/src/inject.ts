/**
 * The inject script (built to dist/inject.js as one IIFE): installs the Portico test wallets on the
 * page, configured by `window.__PORTICO_TEST_WALLET_CONFIG__` when present, else the defaults.
 */

import { installTestBitcoinWallets } from './bitcoin/installTestBitcoinWallets.js'
import { createMemoryStorage } from './provider/createMemoryStorage.js'
import { installTestWallets, TEST_WALLET_CONFIG_GLOBAL } from './provider/installTestWallets.js'
import type { TestWalletStorage, TestWalletsConfig } from './provider/types.js'
import { installTestSolanaWallets } from './solana/installTestSolanaWallets.js'

/** localStorage when the page may use it (not on opaque origins), else memory. */
function pageStorage(): TestWalletStorage {
  try {
    const storage = window.localStorage
    storage.getItem(TEST_WALLET_CONFIG_GLOBAL)
    return storage
  } catch {
    return createMemoryStorage()
  }
}

try {
  const config = (window as unknown as Record<string, unknown>)[TEST_WALLET_CONFIG_GLOBAL] as
    | TestWalletsConfig
    | undefined
  installTestWallets({ config: config ?? {}, target: window, storage: pageStorage() })
} catch (error) {
  console.error('[portico test wallet] could not install the test wallets', error)
}

try {
  const config = (window as unknown as Record<string, unknown>)[TEST_WALLET_CONFIG_GLOBAL] as
    | TestWalletsConfig
    | undefined
  installTestSolanaWallets({ config: config?.solana ?? {}, target: window, storage: pageStorage() })
} catch (error) {
  console.error('[portico test wallet] could not install the test Solana wallets', error)
}

try {
  const config = (window as unknown as Record<string, unknown>)[TEST_WALLET_CONFIG_GLOBAL] as
    | TestWalletsConfig
    | undefined
  installTestBitcoinWallets({
    config: config?.bitcoin ?? {},
    target: window,
    storage: pageStorage(),
  })
} catch (error) {
  console.error('[portico test wallet] could not install the test Bitcoin wallets', error)
}
