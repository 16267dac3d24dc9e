import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import type { Address, Hex } from 'viem'
import type { DevnetAccount, DevnetAccountLabel } from './accounts.js'
import type { DevnetChainKey } from './chains.js'
import { DEFAULT_DEVNET_CONFIG_PATH } from './paths.js'
import type { TokenContractKey, TokenSymbol } from './seed/plan.js'
import type { HistoryEntry } from './seed/playHistory.js'
import type { DevnetContracts } from './seed/seedChain.js'

/** Version of the devnet.json shape; bumped when a reader would misread an older file. */
export const DEVNET_CONFIG_VERSION = 1

/** One devnet chain as devnet.json describes it. */
export type DevnetChainConfig = {
  key: DevnetChainKey
  name: string
  chainId: number
  rpcUrl: string
  iconUrl: string
  nativeCurrency: { name: string; symbol: string; decimals: number; iconUrl: string }
  contracts: DevnetContracts
}

/** A devnet ERC-20; its address on each chain is `chains[i].contracts[contractKey]`. */
export type DevnetTokenConfig = {
  symbol: TokenSymbol
  name: string
  decimals: number
  iconUrl: string
  contractKey: TokenContractKey
}

/** One NFT of the devnet collection and its owner after seeding. */
export type DevnetNftConfig = {
  chainId: number
  contract: Address
  tokenId: string
  owner: Address
  tokenUri: string
  imageUrl: string
}

/** An ENS name on one chain, with its address and avatar. */
export type DevnetNameConfig = { chainId: number; name: string; address: string; avatar: string }

/** A past action on one chain (the seed plays the same history on every chain). */
export type DevnetHistoryConfig = HistoryEntry & { chainId: number }

/** The local Solana node (litesvm) as devnet.json describes it (docs/beyond-evm.md). */
export type DevnetSolanaConfig = {
  rpcUrl: string
  wsUrl: string
  /** Fixed for the devnet, base58. */
  genesisHash: string
  /** 'solana:' + first 32 chars of genesisHash. */
  caipNetworkId: `solana:${string}`
  /** SPL mint, 6 decimals, minted to the demo accounts. */
  usdcMint: string
  /** wallet-1..3. */
  accounts: { label: DevnetAccountLabel; address: string }[]
}

/** The local Bitcoin API (Esplora-style, regtest) as devnet.json describes it (docs/beyond-evm.md). */
export type DevnetBitcoinConfig = {
  apiUrl: string
  network: 'regtest'
  /** Regtest's genesis hash, first 32 hex characters. */
  caipNetworkId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'
  /** wallet-1..3: payment (P2WPKH, m/84'/1'/0'/0/i) and ordinal (P2TR, m/86'/1'/0'/0/i) addresses. */
  accounts: { label: DevnetAccountLabel; payment: string; ordinal: string }[]
}

/** Everything services, the demo and tests need to know about a running devnet (devnet.json). */
export type DevnetConfig = {
  version: typeof DEVNET_CONFIG_VERSION
  mnemonic: string
  /** Base URL of the asset server, no trailing slash. */
  assetsUrl: string
  chains: DevnetChainConfig[]
  tokens: DevnetTokenConfig[]
  nftCollection: { name: string; symbol: string }
  /** Demo wallets (wallet-1/2/3 = anvil #0/#1/#2) and the deployer (#9), with their keys. */
  accounts: DevnetAccount[]
  nfts: DevnetNftConfig[]
  history: DevnetHistoryConfig[]
  /** ENS names of the demo accounts (`alice.portico.eth` …), per chain. */
  names: DevnetNameConfig[]
  /**
   * The API's CCIP-read gateway that the names' OffchainResolver (`contracts.ensOffchainResolver`)
   * points at, the signer it trusts and that signer's devnet key (public knowledge, like the
   * accounts' keys; the API signs with it unless PROFILE_GATEWAY_KEY is set).
   */
  profileGateway?: { url: string; signer: Address; privateKey: Hex }
  /** The local Solana node; absent in files written before it existed. */
  solana?: DevnetSolanaConfig
  /** The local Bitcoin API; absent in files written before it existed. */
  bitcoin?: DevnetBitcoinConfig
}

/** Writes devnet.json atomically (temporary file + rename), so readers never see half a file. */
export function writeDevnetConfig(config: DevnetConfig, path = DEFAULT_DEVNET_CONFIG_PATH): void {
  const temporary = `${path}.${process.pid}.tmp`
  writeFileSync(temporary, `${JSON.stringify(config, null, 2)}\n`)
  renameSync(temporary, path)
}

/**
 * Reads devnet.json (written by `npm run devnet`) and checks its shape.
 * @default path devnet/devnet.json
 */
export function readDevnetConfig(path = DEFAULT_DEVNET_CONFIG_PATH): DevnetConfig {
  if (!existsSync(path))
    throw new Error(`no devnet config at ${path}; start the devnet first: npm run devnet`)
  let value: unknown
  try {
    value = JSON.parse(readFileSync(path, 'utf8'))
  } catch (cause) {
    throw new Error(`devnet config at ${path} is not valid JSON`, { cause })
  }
  const problem = findConfigProblem(value)
  if (problem) throw new Error(`devnet config at ${path} is invalid: ${problem}`)
  return value as DevnetConfig
}

const ADDRESS_PATTERN = /^0x[0-9a-fA-F]{40}$/

/** The first thing wrong with a parsed devnet.json, or undefined when its shape is right. */
export function findConfigProblem(value: unknown): string | undefined {
  if (!isRecord(value)) return 'not an object'
  if (value.version !== DEVNET_CONFIG_VERSION)
    return `version is ${JSON.stringify(value.version)}, expected ${DEVNET_CONFIG_VERSION}; restart the devnet`
  for (const key of ['mnemonic', 'assetsUrl'] as const)
    if (typeof value[key] !== 'string') return `${key} must be a string`
  for (const key of ['chains', 'tokens', 'accounts', 'nfts', 'history', 'names'] as const)
    if (!Array.isArray(value[key])) return `${key} must be an array`
  const chains = value.chains as unknown[]
  if (chains.length === 0) return 'chains is empty'
  for (const [i, chain] of chains.entries()) {
    if (!isRecord(chain)) return `chains[${i}] must be an object`
    if (typeof chain.chainId !== 'number') return `chains[${i}].chainId must be a number`
    if (typeof chain.rpcUrl !== 'string') return `chains[${i}].rpcUrl must be a string`
    if (!isRecord(chain.contracts)) return `chains[${i}].contracts must be an object`
    for (const [name, address] of Object.entries(chain.contracts)) {
      if (name === 'pairs') continue
      if (typeof address !== 'string' || !ADDRESS_PATTERN.test(address))
        return `chains[${i}].contracts.${name} must be an address`
    }
  }
  for (const [i, account] of (value.accounts as unknown[]).entries())
    if (
      !isRecord(account) ||
      typeof account.address !== 'string' ||
      typeof account.privateKey !== 'string'
    )
      return `accounts[${i}] must have an address and a privateKey`
  if (value.solana !== undefined) {
    const problem = findSolanaConfigProblem(value.solana)
    if (problem) return `solana${problem}`
  }
  if (value.bitcoin !== undefined) {
    const problem = findBitcoinConfigProblem(value.bitcoin)
    if (problem) return `bitcoin${problem}`
  }
  return undefined
}

const REGTEST_PAYMENT_PATTERN = /^bcrt1q[02-9ac-hj-np-z]{38}$/
const REGTEST_ORDINAL_PATTERN = /^bcrt1p[02-9ac-hj-np-z]{58}$/

/** The first thing wrong with devnet.json's `bitcoin` section (as a path suffix), or undefined. */
function findBitcoinConfigProblem(bitcoin: unknown): string | undefined {
  if (!isRecord(bitcoin)) return ' must be an object'
  if (typeof bitcoin.apiUrl !== 'string' || !/^https?:\/\//.test(bitcoin.apiUrl))
    return '.apiUrl must be an http(s) URL'
  if (bitcoin.network !== 'regtest') return ".network must be 'regtest'"
  if (bitcoin.caipNetworkId !== 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328')
    return ".caipNetworkId must be regtest's 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'"
  if (!Array.isArray(bitcoin.accounts)) return '.accounts must be an array'
  for (const [i, account] of bitcoin.accounts.entries())
    if (
      !isRecord(account) ||
      typeof account.label !== 'string' ||
      typeof account.payment !== 'string' ||
      !REGTEST_PAYMENT_PATTERN.test(account.payment) ||
      typeof account.ordinal !== 'string' ||
      !REGTEST_ORDINAL_PATTERN.test(account.ordinal)
    )
      return `.accounts[${i}] must have a label, a bcrt1q… payment and a bcrt1p… ordinal address`
  return undefined
}

const BASE58_PATTERN = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

/** The first thing wrong with devnet.json's `solana` section (as a path suffix), or undefined. */
function findSolanaConfigProblem(solana: unknown): string | undefined {
  if (!isRecord(solana)) return ' must be an object'
  if (typeof solana.rpcUrl !== 'string' || !/^https?:\/\//.test(solana.rpcUrl))
    return '.rpcUrl must be an http(s) URL'
  if (typeof solana.wsUrl !== 'string' || !/^wss?:\/\//.test(solana.wsUrl))
    return '.wsUrl must be a ws(s) URL'
  for (const key of ['genesisHash', 'usdcMint'] as const) {
    const text = solana[key]
    if (typeof text !== 'string' || !BASE58_PATTERN.test(text)) return `.${key} must be base58`
  }
  if (solana.caipNetworkId !== `solana:${String(solana.genesisHash).slice(0, 32)}`)
    return ".caipNetworkId must be 'solana:' + the first 32 characters of genesisHash"
  if (!Array.isArray(solana.accounts)) return '.accounts must be an array'
  for (const [i, account] of solana.accounts.entries())
    if (
      !isRecord(account) ||
      typeof account.label !== 'string' ||
      typeof account.address !== 'string' ||
      !BASE58_PATTERN.test(account.address)
    )
      return `.accounts[${i}] must have a label and a base58 address`
  return undefined
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
