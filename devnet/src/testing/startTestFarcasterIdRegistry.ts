import type { Address } from 'viem'
import { deriveDevnetAccounts, getAccount } from '../accounts.js'
import { DEVNET_MNEMONIC, startAnvil } from '../anvil.js'
import { DEVNET_CHAINS } from '../chains.js'
import { createDevnetClient } from '../client.js'
import {
  deployFarcasterIdRegistry,
  devnetFarcasterRegistrations,
  type FarcasterIdRegistration,
  registerFarcasterId,
} from '../deploy/deployFarcasterIdRegistry.js'
import { getFreePorts } from './freePorts.js'

/** A Farcaster IdRegistry on its own anvil chain, for a test. */
export type TestFarcasterIdRegistry = {
  rpcUrl: string
  /** The registry contract (`custodyOf(fid)`, `idOf(address)`). */
  address: Address
  /** Registers another fid (each fid and each address at most once). */
  register(registration: FarcasterIdRegistration): Promise<void>
  stop(): Promise<void>
}

/**
 * A real anvil node (chain A's id, on a free port) with the devnet's FarcasterIdRegistry deployed
 * by the devnet deployer, holding `registrations` — by default the identity provider's Farcaster
 * test users (alice 1001, bob 1002, carol 1003) with the custody keys its relay signs with.
 * Lighter than a whole devnet when a test only needs the registry.
 */
export async function startTestFarcasterIdRegistry({
  registrations = devnetFarcasterRegistrations(),
}: {
  registrations?: readonly FarcasterIdRegistration[] | undefined
} = {}): Promise<TestFarcasterIdRegistry> {
  const [port = 0] = await getFreePorts(1)
  const chain = DEVNET_CHAINS[0] as (typeof DEVNET_CHAINS)[number]
  const anvil = await startAnvil({ chainId: chain.chainId, port, mnemonic: DEVNET_MNEMONIC })
  try {
    const client = createDevnetClient({
      chainId: chain.chainId,
      name: chain.name,
      rpcUrl: anvil.rpcUrl,
    })
    const deployer = getAccount(deriveDevnetAccounts(DEVNET_MNEMONIC), 'deployer').address
    const address = await deployFarcasterIdRegistry(client, { deployer, registrations })
    return {
      rpcUrl: anvil.rpcUrl,
      address,
      register: (registration) =>
        registerFarcasterId(client, { registry: address, deployer, ...registration }),
      stop: async () => {
        await anvil.stop()
      },
    }
  } catch (error) {
    await anvil.stop()
    throw error
  }
}
