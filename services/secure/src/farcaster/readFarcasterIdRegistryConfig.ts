import type { ResolvedOperatorConfig } from '@portico/kit'
import { getAddress, isAddress } from 'viem'
import {
  type FarcasterIdRegistryConfig,
  OPTIMISM_FARCASTER_ID_REGISTRY,
} from './createFarcasterIdRegistry.js'

/** OP Mainnet's chain id: where Farcaster's own IdRegistry lives. */
const OP_MAINNET_CHAIN_ID = 10

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

/** Whether the environment names the IdRegistry itself (then the operator file's is not used). */
export function hasFarcasterIdRegistryEnv(env: Record<string, string | undefined>): boolean {
  return Boolean(env.FARCASTER_ID_REGISTRY_RPC_URL || env.FARCASTER_ID_REGISTRY_ADDRESS)
}

/**
 * The IdRegistry the operator file names: a chain's `contracts.farcasterIdRegistry`, read over
 * that chain's first RPC URL (the devnet's stand-in on chain A); else, when the file serves OP
 * Mainnet (eip155:10), Farcaster's own registry over the file's RPC for it; else undefined.
 */
export function operatorFarcasterIdRegistry(
  operator: Pick<ResolvedOperatorConfig, 'evm'>,
): FarcasterIdRegistryConfig | undefined {
  for (const chain of operator.evm) {
    const address = chain.contracts?.farcasterIdRegistry
    const rpcUrl = chain.rpcUrls[0]
    if (address && rpcUrl) return { rpcUrl, address: getAddress(address) }
  }
  const opMainnet = operator.evm.find((chain) => chain.chainId === OP_MAINNET_CHAIN_ID)
  const rpcUrl = opMainnet?.rpcUrls[0]
  return rpcUrl ? { ...OPTIMISM_FARCASTER_ID_REGISTRY, rpcUrl } : undefined
}

/** Parameters of {@link resolveFarcasterIdRegistry}. */
export type ResolveFarcasterIdRegistryParameters = {
  env: Record<string, string | undefined>
  /** The operator file (PORTICO_CONFIG), when the site was given one. */
  operator?: Pick<ResolvedOperatorConfig, 'evm'> | undefined
}

/**
 * Where the secure site checks Farcaster sign-ins: FARCASTER_ID_REGISTRY_RPC_URL and
 * FARCASTER_ID_REGISTRY_ADDRESS when either is set, else the operator file's registry
 * (operatorFarcasterIdRegistry), else OP Mainnet's at its public RPC. Throws as
 * readFarcasterIdRegistryConfig on a malformed variable.
 */
export function resolveFarcasterIdRegistry({
  env,
  operator,
}: ResolveFarcasterIdRegistryParameters): FarcasterIdRegistryConfig {
  const fromEnv = readFarcasterIdRegistryConfig(env)
  if (hasFarcasterIdRegistryEnv(env) || !operator) return fromEnv
  return operatorFarcasterIdRegistry(operator) ?? fromEnv
}
