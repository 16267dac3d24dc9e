import type { Hex } from 'viem'
import {
  ANVIL_PRIVATE_KEYS,
  getDefaultTestWalletChains,
  getDefaultTestWallets,
} from './defaults.js'
import type { TestWalletChain, TestWalletOptions, TestWalletsConfig } from './types.js'

/** A wallet ready for `createTestWalletProvider`: its keys and chains filled in. */
export type ResolvedTestWallet = TestWalletOptions & { accounts: Hex[]; chains: TestWalletChain[] }

/** Applies the defaults to a `window.__PORTICO_TEST_WALLET_CONFIG__` (or to none). */
export function resolveTestWalletsConfig(config: TestWalletsConfig = {}): {
  wallets: ResolvedTestWallet[]
  windowEthereum: string | undefined
} {
  const chains = config.chains ?? getDefaultTestWalletChains()
  const accounts = config.accounts ?? [...ANVIL_PRIVATE_KEYS]
  const wallets = (config.wallets ?? getDefaultTestWallets()).map((wallet) => {
    const resolved: ResolvedTestWallet = {
      ...wallet,
      accounts: wallet.accounts ?? accounts,
      chains: wallet.chains ?? chains,
    }
    const behavior = config.behaviors?.[wallet.rdns]
    if (behavior) resolved.behavior = { ...wallet.behavior, ...behavior }
    return resolved
  })
  const seen = new Set<string>()
  for (const wallet of wallets) {
    if (seen.has(wallet.rdns)) throw new Error(`Two test wallets share the rdns ${wallet.rdns}.`)
    seen.add(wallet.rdns)
  }
  return { wallets, windowEthereum: config.windowEthereum }
}
