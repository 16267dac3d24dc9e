import type { Address } from 'viem'
import type { DevnetClient } from '../client.js'
import { loadOwnArtifact } from '../contracts/artifacts.js'
import { deployContract } from './deployContract.js'

/**
 * Deploys the SwapFeeRouter (devnet/contracts/SwapFeeRouter.sol) in front of the Uniswap V2
 * router: the API's swaps go through it when the operator takes a fee (PORTICO_SWAP_FEE_BPS), so
 * the fee and the swap are one transaction. It holds no settings; each call names the recipient
 * and the fee.
 */
export async function deploySwapFeeRouter(
  client: DevnetClient,
  { deployer, router, weth }: { deployer: Address; router: Address; weth: Address },
): Promise<Address> {
  return deployContract(client, {
    artifact: loadOwnArtifact('SwapFeeRouter'),
    args: [router, weth],
    from: deployer,
  })
}
