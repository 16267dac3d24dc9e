import { pbkdf2Sync } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { bytesToHex, type Hex } from 'viem'
import { HDKey } from 'viem/accounts'
import {
  ANVIL_MNEMONIC,
  ANVIL_PRIVATE_KEYS,
  getDefaultTestWalletChains,
} from '../provider/defaults.js'
import type { TestWalletChain, TestWalletsConfig } from '../provider/types.js'
import { deriveTestSolanaKeys } from '../solana/installTestSolanaWallets.js'
import type { TestSolanaWalletsConfig } from '../solana/types.js'
import { servedBitcoinConfig } from './servedBitcoinConfig.js'

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
  mnemonic?: unknown
  chains?: Array<{ chainId?: unknown; rpcUrl?: unknown; name?: unknown; nativeCurrency?: unknown }>
  accounts?: Array<{ index?: unknown; privateKey?: unknown }>
  solana?: { rpcUrl?: unknown; caipNetworkId?: unknown }
  bitcoin?: { apiUrl?: unknown; caipNetworkId?: unknown }
}

/** How many accounts the served wallets hold (anvil prefunds ten). */
const SERVED_ACCOUNT_COUNT = 10

/** Private keys m/44'/60'/0'/0/0..count-1 of a BIP-39 mnemonic. */
function deriveKeys(mnemonic: string, count: number): Hex[] {
  const seed = pbkdf2Sync(mnemonic.normalize('NFKD'), 'mnemonic', 2048, 64, 'sha512')
  const root = HDKey.fromMasterSeed(seed)
  return Array.from({ length: count }, (_, index) => {
    const key = root.derive(`m/44'/60'/0'/0/${index}`).privateKey
    if (!key) throw new Error(`could not derive account #${index}`)
    return bytesToHex(key)
  })
}

function parseNativeCurrency(value: unknown): TestWalletChain['nativeCurrency'] | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const { name, symbol, decimals } = value as Record<string, unknown>
  return typeof name === 'string' && typeof symbol === 'string' && typeof decimals === 'number'
    ? { name, symbol, decimals }
    : undefined
}

/**
 * The config the wallet server prefixes to inject.js: the devnet's EVM chains (their rpcUrls) and
 * account keys (by derivation index) from devnet/devnet.json when it exists, else the default
 * chains on the given ports and anvil's default keys.
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
  const chains: TestWalletChain[] = (devnet.chains ?? []).flatMap((chain) => {
    if (typeof chain.chainId !== 'number' || typeof chain.rpcUrl !== 'string') return []
    const nativeCurrency = parseNativeCurrency(chain.nativeCurrency)
    return [
      {
        chainId: chain.chainId,
        rpcUrl: chain.rpcUrl,
        ...(typeof chain.name === 'string' && { name: chain.name }),
        ...(nativeCurrency && { nativeCurrency }),
      },
    ]
  })
  // Keys by derivation index, so setAccount(i) is anvil account #i: the listed accounts over the
  // mnemonic's (devnet.json lists only the accounts it gives a part to).
  const listed = (devnet.accounts ?? []).filter(
    (a): a is { index: number; privateKey: Hex } =>
      typeof a.index === 'number' &&
      Number.isInteger(a.index) &&
      a.index >= 0 &&
      typeof a.privateKey === 'string' &&
      /^0x[0-9a-fA-F]{64}$/.test(a.privateKey),
  )
  const count = Math.max(SERVED_ACCOUNT_COUNT, ...listed.map((a) => a.index + 1))
  const accounts =
    typeof devnet.mnemonic === 'string'
      ? deriveKeys(devnet.mnemonic, count)
      : [
          ...ANVIL_PRIVATE_KEYS,
          ...deriveKeys(ANVIL_MNEMONIC, count).slice(ANVIL_PRIVATE_KEYS.length),
        ]
  for (const account of listed) accounts[account.index] = account.privateKey
  const config: TestWalletsConfig = {
    chains: chains.length > 0 ? chains : defaults.config.chains!,
    accounts,
  }
  const solana = servedSolanaConfig(devnet)
  if (solana) config.solana = solana
  const bitcoin = servedBitcoinConfig(devnet)
  if (bitcoin) config.bitcoin = bitcoin
  return { config, source: 'devnet.json' }
}

/**
 * The test Solana wallets' part: the devnet's local Solana network (devnet.json `solana`: its
 * CAIP-2 id and RPC) beside the three clusters, and the keys m/44'/501'/i'/0' of its mnemonic
 * (derived here so the page does not have to). Undefined when devnet.json has no Solana section.
 */
function servedSolanaConfig(devnet: DevnetJson): TestSolanaWalletsConfig | undefined {
  const { rpcUrl, caipNetworkId } = devnet.solana ?? {}
  if (typeof rpcUrl !== 'string' || typeof caipNetworkId !== 'string') return undefined
  if (!/^solana:[1-9A-HJ-NP-Za-km-z]{32}$/.test(caipNetworkId)) return undefined
  const keys = deriveTestSolanaKeys(
    typeof devnet.mnemonic === 'string' ? devnet.mnemonic : ANVIL_MNEMONIC,
  )
  return {
    caipNetworkId: caipNetworkId as `solana:${string}`,
    rpcUrl,
    secretKeys: keys.map((k) => bytesToHex(k.privateKey)),
  }
}
