import { type Address, getAddress, type PublicClient } from 'viem'
import { getEnsName, getEnsText } from 'viem/actions'
import { normalize } from 'viem/ens'
import type { Identity } from './createEnsIdentityResolver.js'

/**
 * An address's primary ENS name and avatar record through the chain's Universal Resolver, as
 * viem resolves them (getEnsName: the reverse record, counted only when the name resolves back to
 * the address — the Universal Resolver checks — with EIP-3668 CCIP-read for offchain names), then
 * the name's `avatar` text record (getEnsText). The avatar record is returned as it is, never
 * fetched here: the API does not request URLs that anyone owning a name can set.
 */
export async function readEnsIdentity({
  client,
  universalResolver,
  address,
}: {
  client: PublicClient
  universalResolver: string
  address: Address
}): Promise<Identity> {
  const universalResolverAddress = getAddress(universalResolver)
  const name = await getEnsName(client, { address, universalResolverAddress })
  if (!name) return { name: null, avatar: null }
  const avatar = await getEnsText(client, {
    name: normalize(name),
    key: 'avatar',
    universalResolverAddress,
  })
  return { name, avatar: avatar || null }
}
