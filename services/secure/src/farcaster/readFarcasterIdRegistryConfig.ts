import { type DevnetConfig, readDevnetConfig } from '@portico/devnet'
import { getAddress, isAddress } from 'viem'
import {
  type FarcasterIdRegistryConfig,
  OPTIMISM_FARCASTER_ID_REGISTRY,
} from './createFarcasterIdRegistry.js'

/**
 * Farcaster's IdRegistry from FARCASTER_ID_REGISTRY_RPC_URL and FARCASTER_ID_REGISTRY_ADDRESS,
 * each defaulting to OP Mainnet's (https://mainnet.optimism.io,
 * 0x00000000Fc6c5F01Fc30151999387Bb99A9f489b); a malformed value throws naming its variable.
 */
export function readFarcasterIdRegistryConfig(
  env: Record<string, string | undefined>,
): FarcasterIdRegistryConfig {
  const rpcUrl = env.FARCASTER_ID_REGISTRY_RPC_URL || OPTIMISM_FARCASTER_ID_REGISTRY.rpcUrl
  if (!URL.canParse(rpcUrl) || !/^https?:$/.test(new URL(rpcUrl).protocol))
    throw new Error('FARCASTER_ID_REGISTRY_RPC_URL must be an http(s) URL')
  const address = env.FARCASTER_ID_REGISTRY_ADDRESS || OPTIMISM_FARCASTER_ID_REGISTRY.address
  if (!isAddress(address, { strict: false }))
    throw new Error('FARCASTER_ID_REGISTRY_ADDRESS must be an address (0x and 40 hex digits)')
  return { rpcUrl, address: getAddress(address) }
}

/** Whether the environment names the IdRegistry itself (then the devnet's is not used). */
export function hasFarcasterIdRegistryEnv(env: Record<string, string | undefined>): boolean {
  return Boolean(env.FARCASTER_ID_REGISTRY_RPC_URL || env.FARCASTER_ID_REGISTRY_ADDRESS)
}

/** The devnet's FarcasterIdRegistry: on chain A (devnet.json `chains[A].contracts`), or undefined. */
export function devnetFarcasterIdRegistry(
  config: DevnetConfig,
): FarcasterIdRegistryConfig | undefined {
  for (const chain of config.chains) {
    const address = chain.contracts.farcasterIdRegistry
    if (address) return { rpcUrl: chain.rpcUrl, address: getAddress(address) }
  }
  return undefined
}

/**
 * The IdRegistry the devnet's secure site checks Farcaster sign-ins on: devnet.json's at `path`.
 * Throws saying why when the file is missing or holds none (a devnet started before it existed).
 */
export function readDevnetFarcasterIdRegistry(path: string): FarcasterIdRegistryConfig {
  const registry = devnetFarcasterIdRegistry(readDevnetConfig(path))
  if (!registry)
    throw new Error(`${path} has no farcasterIdRegistry (restart the devnet: npm run devnet)`)
  return registry
}
