import { type Address, encodeFunctionData } from 'viem'
import { DEVNET_MNEMONIC } from '../anvil.js'
import type { DevnetClient } from '../client.js'
import { loadOwnArtifact } from '../contracts/artifacts.js'
import { deriveCustodyAccounts } from '../identityProvider/farcaster/deriveCustodyAccount.js'
import { TEST_USERS } from '../identityProvider/testUsers.js'
import { deployContract } from './deployContract.js'
import { sendTransaction } from './sendTransaction.js'

/** An fid and the custody address that holds it. */
export type FarcasterIdRegistration = { fid: number; custody: Address }

/**
 * The identity provider's Farcaster test users (alice 1001, bob 1002, carol 1003) with the custody
 * addresses its relay stand-in signs with (m/44'/60'/0'/0/100…).
 * @default mnemonic DEVNET_MNEMONIC
 */
export function devnetFarcasterRegistrations(
  mnemonic = DEVNET_MNEMONIC,
): FarcasterIdRegistration[] {
  const custody = deriveCustodyAccounts(mnemonic, TEST_USERS.length)
  return TEST_USERS.map((user, i) => ({
    fid: user.farcaster.fid,
    custody: (custody[i] as (typeof custody)[number]).address,
  }))
}

/** Registers `fid` to `custody` on a deployed FarcasterIdRegistry (only its deployer may). */
export async function registerFarcasterId(
  client: DevnetClient,
  {
    registry,
    deployer,
    fid,
    custody,
  }: FarcasterIdRegistration & { registry: Address; deployer: Address },
): Promise<void> {
  await sendTransaction(client, {
    from: deployer,
    to: registry,
    data: encodeFunctionData({
      abi: loadOwnArtifact('FarcasterIdRegistry').abi,
      functionName: 'register',
      args: [BigInt(fid), custody],
    }),
    description: `registering Farcaster fid ${fid}`,
  })
}

/**
 * Deploys the devnet's Farcaster IdRegistry (devnet/contracts/FarcasterIdRegistry.sol: the real
 * registry's `custodyOf` / `idOf`) and registers `registrations` — by default the identity
 * provider's Farcaster test users — so the secure site checks a Farcaster sign-in against it as it
 * would against Farcaster's registry on OP Mainnet.
 */
export async function deployFarcasterIdRegistry(
  client: DevnetClient,
  {
    deployer,
    registrations = devnetFarcasterRegistrations(),
  }: { deployer: Address; registrations?: readonly FarcasterIdRegistration[] | undefined },
): Promise<Address> {
  const registry = await deployContract(client, {
    artifact: loadOwnArtifact('FarcasterIdRegistry'),
    from: deployer,
  })
  for (const { fid, custody } of registrations)
    await registerFarcasterId(client, { registry, deployer, fid, custody })
  return registry
}
