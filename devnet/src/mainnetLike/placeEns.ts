import {
  type Address,
  encodeAbiParameters,
  encodeFunctionData,
  keccak256,
  labelhash,
  namehash,
  zeroHash,
} from 'viem'
import type { DevnetClient } from '../client.js'
import { loadOwnArtifact, loadPackageArtifact } from '../contracts/artifacts.js'
import { deployContract } from '../deploy/deployContract.js'
import { sendTransaction } from '../deploy/sendTransaction.js'
import { REAL_ENS } from './mainnetLikeChains.js'
import { placeAtAddress } from './placeAtAddress.js'

/** ENS on chain 1 of the world. */
export type WorldEns = {
  registry: Address
  universalResolver: Address
  publicResolver: Address
  reverseRegistrar: Address
}

/**
 * The registry's root record owner: `records[0x0].owner`, the first word of the `records` mapping
 * (slot 0 of ENSRegistry.sol) at key 0 — written by its constructor, so copied with the code.
 */
const ROOT_OWNER_SLOT = keccak256(
  encodeAbiParameters([{ type: 'bytes32' }, { type: 'uint256' }], [zeroHash, 0n]),
)

/**
 * ENS as on Ethereum mainnet: the EIP-137 registry and the Universal Resolver at their real
 * addresses (so plain viem's getEnsName/getEnsAvatar on chain 1 use them with no override), the
 * PublicResolver and ReverseRegistrar of @ensdomains/resolver, and `name` registered to `owner`
 * with its address, `avatar` text record and reverse record.
 */
export async function placeEns(
  client: DevnetClient,
  {
    deployer,
    name,
    owner,
    avatar,
  }: { deployer: Address; name: string; owner: Address; avatar: string },
): Promise<WorldEns> {
  const registryArtifact = loadOwnArtifact('ENSRegistry')
  const resolverArtifact = loadPackageArtifact('PublicResolver')
  const reverseArtifact = loadPackageArtifact('ReverseRegistrar')
  const registry = await placeAtAddress(client, {
    artifact: registryArtifact,
    from: deployer,
    address: REAL_ENS.registry,
    extraSlots: [ROOT_OWNER_SLOT],
  })
  const universalResolver = await placeAtAddress(client, {
    artifact: loadOwnArtifact('UniversalResolver'),
    args: [registry],
    from: deployer,
    address: REAL_ENS.universalResolver,
  })
  const publicResolver = await deployContract(client, {
    artifact: resolverArtifact,
    args: [registry],
    from: deployer,
  })
  const reverseRegistrar = await deployContract(client, {
    artifact: reverseArtifact,
    args: [registry, publicResolver],
    from: deployer,
  })
  const call = (
    from: Address,
    to: Address,
    artifact: { abi: readonly unknown[] },
    functionName: string,
    args: readonly unknown[],
    description: string,
  ) =>
    sendTransaction(client, {
      from,
      to,
      data: encodeFunctionData({ abi: artifact.abi, functionName, args } as never),
      description,
    })
  const [label, parent] = splitName(name)
  const node = namehash(name)
  await call(
    deployer,
    registry,
    registryArtifact,
    'setSubnodeOwner',
    [zeroHash, labelhash('reverse'), deployer],
    'claiming reverse',
  )
  await call(
    deployer,
    registry,
    registryArtifact,
    'setSubnodeOwner',
    [namehash('reverse'), labelhash('addr'), reverseRegistrar],
    'giving addr.reverse to the reverse registrar',
  )
  await call(
    deployer,
    registry,
    registryArtifact,
    'setSubnodeOwner',
    [zeroHash, labelhash(parent), deployer],
    `claiming ${parent}`,
  )
  await call(
    deployer,
    registry,
    registryArtifact,
    'setSubnodeRecord',
    [namehash(parent), labelhash(label), deployer, publicResolver, 0n],
    `registering ${name}`,
  )
  await call(
    deployer,
    publicResolver,
    resolverArtifact,
    'setAddr',
    [node, owner],
    `address of ${name}`,
  )
  await call(
    deployer,
    publicResolver,
    resolverArtifact,
    'setText',
    [node, 'avatar', avatar],
    `avatar of ${name}`,
  )
  await call(
    deployer,
    registry,
    registryArtifact,
    'setOwner',
    [node, owner],
    `giving ${name} to its owner`,
  )
  await call(
    owner,
    reverseRegistrar,
    reverseArtifact,
    'setName',
    [name],
    `reverse record of ${name}`,
  )
  return { registry, universalResolver, publicResolver, reverseRegistrar }
}

/** `alice.eth` → ['alice', 'eth']: the world registers second-level names only. */
function splitName(name: string): [string, string] {
  const [label, parent, ...rest] = name.split('.')
  if (!label || !parent || rest.length > 0) throw new Error(`${name} is not a second-level name`)
  return [label, parent]
}
