import { DEVNET_PROFILE_GATEWAY_KEY } from '@portico/kit'
import { type Address, encodeFunctionData } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import type { DevnetClient } from '../client.js'
import { loadOwnArtifact } from '../contracts/artifacts.js'
import { getPort } from '../ports.js'
import { deployContract } from './deployContract.js'
import { sendTransaction } from './sendTransaction.js'

/** The key the devnet's profile gateway signs answers with: the kit's (services refuse it outside development). */
export { DEVNET_PROFILE_GATEWAY_KEY }

/** The address of DEVNET_PROFILE_GATEWAY_KEY: the signer the devnet's OffchainResolver trusts. */
export const DEVNET_PROFILE_GATEWAY_SIGNER: Address = privateKeyToAddress(
  DEVNET_PROFILE_GATEWAY_KEY,
)

/** The path of the API's CCIP-read gateway (EIP-3668 template: {sender} and {data} filled in). */
export const PROFILE_GATEWAY_PATH = '/v1/profile/ccip/{sender}/{data}.json'

/**
 * The gateway URL of an API at `apiOrigin`.
 * @default apiOrigin `http://127.0.0.1:<PORTICO_API_PORT or 4000>`
 */
export function profileGatewayUrl(apiOrigin = `http://127.0.0.1:${getPort('api')}`): string {
  return `${apiOrigin.replace(/\/$/, '')}${PROFILE_GATEWAY_PATH}`
}

/** Where the OffchainResolver sends clients and whose signatures it accepts. */
export type ProfileGatewaySettings = { url: string; signer: Address }

/**
 * Deploys the OffchainResolver (ENSIP-10 wildcard answered by the API over EIP-3668 CCIP-read) with
 * the gateway URL and signer; `deployer` owns it and may change both later.
 */
export async function deployOffchainResolver(
  client: DevnetClient,
  { deployer, gateway }: { deployer: Address; gateway: ProfileGatewaySettings },
): Promise<Address> {
  return deployContract(client, {
    artifact: loadOwnArtifact('OffchainResolver'),
    args: [gateway.url, [gateway.signer]],
    from: deployer,
  })
}

/**
 * Points a deployed OffchainResolver at another gateway URL (e.g. an API started on a random port
 * in a test). `owner` is the account that deployed it (the devnet's deployer, unlocked on anvil).
 */
export async function setProfileGatewayUrl(
  client: DevnetClient,
  { resolver, owner, url }: { resolver: Address; owner: Address; url: string },
): Promise<void> {
  await sendTransaction(client, {
    from: owner,
    to: resolver,
    data: encodeFunctionData({
      abi: loadOwnArtifact('OffchainResolver').abi,
      functionName: 'setUrl',
      args: [url],
    }),
    description: `pointing the offchain resolver at ${url}`,
  })
}
