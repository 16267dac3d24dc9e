import { type Address, encodeDeployData, getAddress } from 'viem'
import type { DevnetClient } from '../client.js'
import type { Artifact } from '../contracts/artifacts.js'
import { sendTransaction } from './sendTransaction.js'

/** Parameters of {@link deployContract}. */
export type DeployContractParameters = {
  artifact: Artifact
  args?: readonly unknown[]
  /** An unlocked anvil account; the address follows from its nonce. */
  from: Address
}

/** Deploys a contract with a real transaction and returns its address. */
export async function deployContract(
  client: DevnetClient,
  { artifact, args = [], from }: DeployContractParameters,
): Promise<Address> {
  const data = encodeDeployData({ abi: artifact.abi, bytecode: artifact.bytecode, args })
  const receipt = await sendTransaction(client, {
    from,
    data,
    description: `deploying ${artifact.contractName}`,
  })
  if (!receipt.contractAddress)
    throw new Error(
      `chain ${client.chain.id}: deploying ${artifact.contractName} created no contract`,
    )
  return getAddress(receipt.contractAddress)
}
