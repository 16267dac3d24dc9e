import { createEvmRpcClient } from '@portico/kit'
import { type Address, getAddress, parseAbi } from 'viem'

/** Farcaster's IdRegistry on OP Mainnet. */
export const OPTIMISM_FARCASTER_ID_REGISTRY_ADDRESS: Address =
  '0x00000000Fc6c5F01Fc30151999387Bb99A9f489b'

/** OP Mainnet's public RPC endpoint. */
export const OPTIMISM_RPC_URL = 'https://mainnet.optimism.io'

/** The read interface of Farcaster's IdRegistry that sign-in needs. */
export const farcasterIdRegistryAbi = parseAbi([
  'function custodyOf(uint256 fid) view returns (address)',
  'function idOf(address owner) view returns (uint256)',
])

/** Where the IdRegistry is: an RPC URL of its chain and the contract's address. */
export type FarcasterIdRegistryConfig = {
  /** @default OPTIMISM_RPC_URL */
  rpcUrl: string
  /** @default OPTIMISM_FARCASTER_ID_REGISTRY_ADDRESS */
  address: Address
}

/** The settings of Farcaster's own registry on OP Mainnet. */
export const OPTIMISM_FARCASTER_ID_REGISTRY: FarcasterIdRegistryConfig = {
  rpcUrl: OPTIMISM_RPC_URL,
  address: OPTIMISM_FARCASTER_ID_REGISTRY_ADDRESS,
}

/** Farcaster's IdRegistry, read over JSON-RPC. */
export type FarcasterIdRegistry = {
  address: Address
  /** The custody address of `fid`; the zero address when nobody holds it. Throws FarcasterIdRegistryError. */
  custodyOf(fid: number): Promise<Address>
}

/** The registry could not be read (RPC down, wrong chain, no contract at the address). */
export class FarcasterIdRegistryError extends Error {
  override name = 'FarcasterIdRegistryError'
}

/**
 * A client of Farcaster's IdRegistry (`custodyOf(fid)`) at `address` on the chain of `rpcUrl`:
 * OP Mainnet's by default, the devnet's FarcasterIdRegistry on chain A there.
 */
export function createFarcasterIdRegistry({
  rpcUrl,
  address,
}: FarcasterIdRegistryConfig): FarcasterIdRegistry {
  const client = createEvmRpcClient({ rpcUrls: [rpcUrl] })
  return {
    address,
    async custodyOf(fid) {
      try {
        const custody = await client.readContract({
          address,
          abi: farcasterIdRegistryAbi,
          functionName: 'custodyOf',
          args: [BigInt(fid)],
        })
        return getAddress(custody)
      } catch (error) {
        throw new FarcasterIdRegistryError(`reading custodyOf(${fid}) failed`, { cause: error })
      }
    },
  }
}
