import { type Address, getAddress, type Hex, numberToHex, pad } from 'viem'
import type { DevnetClient } from '../client.js'
import type { Artifact } from '../contracts/artifacts.js'
import { deployContract } from '../deploy/deployContract.js'

/**
 * Storage slots copied from the deployed instance: every contract placed here keeps what its
 * constructor wrote (names, symbols, owners, decimals of WETH9) in its first few plain slots;
 * mappings start empty and are filled by calls afterwards.
 */
export const PLAIN_STORAGE_SLOTS = 16

/** Parameters of {@link placeAtAddress}. */
export type PlaceAtAddressParameters = {
  artifact: Artifact
  args?: readonly unknown[]
  /** An unlocked anvil account that deploys the original. */
  from: Address
  /** Where the contract lives on the real network. */
  address: Address
  /** Slots outside the first PLAIN_STORAGE_SLOTS the constructor wrote (a mapping's entry). */
  extraSlots?: readonly Hex[]
}

/**
 * Puts a contract at the address it has on a real network: deploys it normally (so its
 * constructor runs and immutables are filled), then copies its runtime code there with
 * `anvil_setCode` and the storage its constructor wrote with `anvil_setStorageAt`. From then on
 * the copy is used through ordinary transactions; the original is left unused.
 */
export async function placeAtAddress(
  client: DevnetClient,
  { artifact, args, from, address, extraSlots = [] }: PlaceAtAddressParameters,
): Promise<Address> {
  const original = await deployContract(client, { artifact, args, from })
  const code = await client.getCode({ address: original })
  if (!code || code === '0x')
    throw new Error(`chain ${client.chain.id}: ${artifact.contractName} left no code`)
  await client.setCode({ address, bytecode: code })
  const slots: Hex[] = [
    ...Array.from({ length: PLAIN_STORAGE_SLOTS }, (_, i) => pad(numberToHex(i))),
    ...extraSlots,
  ]
  const values = await Promise.all(
    slots.map((slot) => client.getStorageAt({ address: original, slot })),
  )
  for (const [i, slot] of slots.entries()) {
    const value = values[i]
    if (value && BigInt(value) !== 0n) await client.setStorageAt({ address, index: slot, value })
  }
  return getAddress(address)
}
