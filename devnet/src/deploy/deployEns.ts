import { type Address, encodeFunctionData, labelhash, namehash, zeroHash } from 'viem'
import type { DevnetClient } from '../client.js'
import { loadOwnArtifact, loadPackageArtifact } from '../contracts/artifacts.js'
import { deployContract } from './deployContract.js'
import { deployOffchainResolver, type ProfileGatewaySettings } from './deployOffchainResolver.js'
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
  /** Resolver of the zone and of addr.reverse: names registered through the API (CCIP-read). */
  ensOffchainResolver: Address
  /** What viem's getEnsAddress/getEnsName/getEnsText call (`chain.contracts.ensUniversalResolver`). */
  ensUniversalResolver: Address
}

/**
 * A standard ENS setup (EIP-137 registry, the PublicResolver and ReverseRegistrar of
 * @ensdomains/resolver) with `<label>.portico.eth` names whose address, avatar and reverse record
 * are set, so an ENS-aware app resolves them both ways. The zone itself and `addr.reverse` get the
 * OffchainResolver, so every other `<label>.portico.eth` (registered through the API) and the
 * reverse record of an address without its own resolve through the API's gateway; the
 * UniversalResolver is what viem calls.
 */
export async function deployEns(
  client: DevnetClient,
  {
    deployer,
    names,
    gateway,
  }: {
    deployer: Address
    names: readonly { label: string; address: Address; avatar: string }[]
    /** The API's CCIP-read gateway and the key it signs with. */
    gateway: ProfileGatewaySettings
  },
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
  // Deployed right after the three above, so their addresses did not move.
  const ensOffchainResolver = await deployOffchainResolver(client, { deployer, gateway })
  const ensUniversalResolver = await deployContract(client, {
    artifact: loadOwnArtifact('UniversalResolver'),
    args: [ensRegistry],
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
  // The resolver of addr.reverse is set while the deployer still owns it: an address without a
  // reverse record of its own falls back to it (ENSIP-10 walk), and so to the API's names.
  await registry(
    'setSubnodeRecord',
    [namehash('reverse'), labelhash('addr'), deployer, ensOffchainResolver, 0n],
    'offchain resolver of addr.reverse',
  )
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
    [namehash(DEVNET_NAME_ZONE), ensOffchainResolver],
    `offchain resolver of ${DEVNET_NAME_ZONE}`,
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
  return {
    ensRegistry,
    ensPublicResolver,
    ensReverseRegistrar,
    ensOffchainResolver,
    ensUniversalResolver,
    names: registered,
  }
}
