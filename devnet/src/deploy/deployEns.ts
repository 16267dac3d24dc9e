import { type Address, encodeFunctionData, labelhash, namehash, zeroHash } from 'viem'
import type { DevnetClient } from '../client.js'
import { loadOwnArtifact, loadPackageArtifact } from '../contracts/artifacts.js'
import { deployContract } from './deployContract.js'
import { sendTransaction } from './sendTransaction.js'

/** The zone the devnet's names live in. */
export const DEVNET_NAME_ZONE = 'portico.eth'

/** A name the seed registers: forward record, avatar text record and reverse record. */
export type DevnetName = { name: string; address: Address; avatar: string }

/** The ENS contracts on a chain. */
export type EnsContracts = {
  ensRegistry: Address
  ensPublicResolver: Address
  ensReverseRegistrar: Address
}

/**
 * A standard ENS setup (EIP-137 registry, the PublicResolver and ReverseRegistrar of
 * @ensdomains/resolver) with `<label>.portico.eth` names whose address, avatar and reverse record
 * are set, so an ENS-aware app resolves them both ways.
 */
export async function deployEns(
  client: DevnetClient,
  {
    deployer,
    names,
  }: { deployer: Address; names: readonly { label: string; address: Address; avatar: string }[] },
): Promise<EnsContracts & { names: DevnetName[] }> {
  const registryArtifact = loadOwnArtifact('ENSRegistry')
  const resolverArtifact = loadPackageArtifact('PublicResolver')
  const reverseArtifact = loadPackageArtifact('ReverseRegistrar')
  const ensRegistry = await deployContract(client, { artifact: registryArtifact, from: deployer })
  const ensPublicResolver = await deployContract(client, {
    artifact: resolverArtifact,
    args: [ensRegistry],
    from: deployer,
  })
  const ensReverseRegistrar = await deployContract(client, {
    artifact: reverseArtifact,
    args: [ensRegistry, ensPublicResolver],
    from: deployer,
  })
  const registry = (functionName: string, args: readonly unknown[], description: string) =>
    sendTransaction(client, {
      from: deployer,
      to: ensRegistry,
      data: encodeFunctionData({ abi: registryArtifact.abi, functionName, args } as never),
      description,
    })
  const resolver = (
    from: Address,
    functionName: string,
    args: readonly unknown[],
    description: string,
  ) =>
    sendTransaction(client, {
      from,
      to: ensPublicResolver,
      data: encodeFunctionData({ abi: resolverArtifact.abi, functionName, args } as never),
      description,
    })

  await registry('setSubnodeOwner', [zeroHash, labelhash('reverse'), deployer], 'claiming reverse')
  await registry(
    'setSubnodeOwner',
    [namehash('reverse'), labelhash('addr'), ensReverseRegistrar],
    'giving addr.reverse to the reverse registrar',
  )
  await registry('setSubnodeOwner', [zeroHash, labelhash('eth'), deployer], 'claiming eth')
  await registry(
    'setSubnodeOwner',
    [namehash('eth'), labelhash('portico'), deployer],
    `claiming ${DEVNET_NAME_ZONE}`,
  )
  await registry(
    'setResolver',
    [namehash(DEVNET_NAME_ZONE), ensPublicResolver],
    `resolver of ${DEVNET_NAME_ZONE}`,
  )

  const registered: DevnetName[] = []
  for (const { label, address, avatar } of names) {
    const name = `${label}.${DEVNET_NAME_ZONE}`
    const node = namehash(name)
    await registry(
      'setSubnodeRecord',
      [namehash(DEVNET_NAME_ZONE), labelhash(label), deployer, ensPublicResolver, 0n],
      `registering ${name}`,
    )
    await resolver(deployer, 'setAddr', [node, address], `address of ${name}`)
    await resolver(deployer, 'setText', [node, 'avatar', avatar], `avatar of ${name}`)
    await registry('setOwner', [node, address], `giving ${name} to its owner`)
    await sendTransaction(client, {
      from: address,
      to: ensReverseRegistrar,
      data: encodeFunctionData({
        abi: reverseArtifact.abi,
        functionName: 'setName',
        args: [name],
      } as never),
      description: `reverse record of ${name}`,
    })
    registered.push({ name, address, avatar })
  }
  return { ensRegistry, ensPublicResolver, ensReverseRegistrar, names: registered }
}
