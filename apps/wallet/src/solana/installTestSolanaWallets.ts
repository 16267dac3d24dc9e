import { ed25519 } from '@noble/curves/ed25519'
import { hexToBytes } from '@noble/hashes/utils'
import type { Wallet } from '@wallet-standard/base'
import { ANVIL_MNEMONIC, createTestWalletIcon } from '../provider/defaults.js'
import type { TestWalletStorage } from '../provider/types.js'
import { installStandardTestWallets } from '../standard/installStandardTestWallets.js'
import { deriveSeed } from '../walletkit/keys/deriveSeed.js'
import { deriveSolanaAccount } from '../walletkit/keys/deriveSolanaAccount.js'
import {
  createTestSolanaWallet,
  type TestSolanaKey,
  type TestSolanaWallet,
} from './createTestSolanaWallet.js'
import { SOLANA_CLUSTER_CHAINS } from './solanaClusters.js'
import type { TestSolanaChain, TestSolanaWalletOptions, TestSolanaWalletsConfig } from './types.js'

/** Id (the key in `window.porticoTestWallets`) of the default test Solana wallet. */
export const TEST_SOLANA_WALLET_ID = 'xyz.portico.testwallet.solana'
/** The local Solana RPC of the devnet on its default port. */
export const DEFAULT_TEST_SOLANA_RPC_URL = 'http://127.0.0.1:8899'
/** Accounts derived from the mnemonic when the config lists no keys. */
const DERIVED_ACCOUNT_COUNT = 10

/** The default test Solana wallet: account 0. */
export function getDefaultTestSolanaWallets(): TestSolanaWalletOptions[] {
  return [
    {
      name: 'Portico Test Solana Wallet',
      id: TEST_SOLANA_WALLET_ID,
      icon: createTestWalletIcon({ color: '#14a37f', label: 'S' }),
      accountIndex: 0,
    },
  ]
}

/** The keys at `m/44'/501'/i'/0'` of a BIP-39 mnemonic, i = 0..count-1. */
export function deriveTestSolanaKeys(
  mnemonic: string = ANVIL_MNEMONIC,
  count = DERIVED_ACCOUNT_COUNT,
): TestSolanaKey[] {
  const seed = deriveSeed(mnemonic)
  return Array.from({ length: count }, (_, accountIndex) => {
    const { privateKey, publicKey } = deriveSolanaAccount({ seed, accountIndex })
    return { privateKey, publicKey }
  })
}

function keysOf(secretKeys: readonly string[]): TestSolanaKey[] {
  return secretKeys.map((hex, index) => {
    if (!/^(0x)?[0-9a-fA-F]{64}$/.test(hex))
      throw new Error(`solana.secretKeys[${index}] is not a 32-byte hex key.`)
    const privateKey = hexToBytes(hex.replace(/^0x/, ''))
    return { privateKey, publicKey: ed25519.getPublicKey(privateKey) }
  })
}

/** The chains of the config: its list, else the local devnet (when its id is known) and the clusters. */
export function resolveTestSolanaChains(config: TestSolanaWalletsConfig = {}): TestSolanaChain[] {
  if (config.chains) return config.chains.map((c) => ({ ...c }))
  const local: TestSolanaChain[] = config.caipNetworkId
    ? [{ chain: config.caipNetworkId, rpcUrl: config.rpcUrl ?? DEFAULT_TEST_SOLANA_RPC_URL }]
    : []
  return [...local, ...SOLANA_CLUSTER_CHAINS.map((c) => ({ ...c }))]
}

/** Parameters of `installTestSolanaWallets`. */
export type InstallTestSolanaWalletsParameters = {
  config?: TestSolanaWalletsConfig
  /** The window (or any object) to hang the controls from, at `porticoTestWallets[id]`. */
  target: object
  storage?: TestWalletStorage
  fetch?: typeof fetch
  /**
   * How a wallet is made known to dApps. @default `registerWallet` of `@wallet-standard/wallet`
   * (the `wallet-standard:register-wallet` event on window); Node tests pass a registry's register.
   */
  register?: (wallet: Wallet) => unknown
}

/**
 * Creates the configured test Solana wallets, registers each through the wallet-standard and puts
 * their controls on `target.porticoTestWallets[id]` beside the EVM wallets. An id already
 * installed is left as it is.
 */
export function installTestSolanaWallets(
  parameters: InstallTestSolanaWalletsParameters,
): Record<string, TestSolanaWallet> {
  const config = parameters.config ?? {}
  const chains = resolveTestSolanaChains(config)
  const keys = config.secretKeys ? keysOf(config.secretKeys) : deriveTestSolanaKeys()
  return installStandardTestWallets({
    target: parameters.target,
    wallets: config.wallets ?? getDefaultTestSolanaWallets(),
    register: parameters.register,
    create: (options) =>
      createTestSolanaWallet({
        wallet: options,
        keys,
        chains,
        ...(parameters.storage && { storage: parameters.storage }),
        ...(parameters.fetch && { fetch: parameters.fetch }),
      }),
  })
}
