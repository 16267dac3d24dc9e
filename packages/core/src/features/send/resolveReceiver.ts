import type { PorticoContext } from '../../context.js'
import { chainIdToCoinType } from '../../validation/chainIdToCoinType.js'
import { isEvmAddress } from '../../validation/isEvmAddress.js'
import { isSolanaAddress } from '../../validation/isSolanaAddress.js'
import { ResolveNameError } from '../names/errors.js'
import { lookupAddressName } from '../names/lookupAddressName.js'
import { InvalidReceiverError } from './errors.js'
import { type SendReceiver, setSendReceiver } from './setSendReceiver.js'

/** SLIP-44 coin type of Solana, under which a name keeps its Solana address. */
const SOLANA_COIN_TYPE = 501

/** A name as people type one: labels of letters, digits and hyphens joined by dots. */
const NAME = /^[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)+$/u

export type ResolveReceiverParameters = {
  /** What the user typed: an address of the active namespace, or a name (`alice.portico.eth`). */
  input: string
  /** Aborted when the user typed on: the answer is then dropped, not stored. */
  signal?: AbortSignal | undefined
}

/**
 * Sets the receiver of the send from what the user typed (spec §3 receiverAddress,
 * receiverProfileName, receiverProfileImageUrl): an address of the active namespace as it is (spec
 * §5 rules; an EVM address gets its 0x, and its name when the API knows one, spec §7
 * `/v1/profile/reverse/{address}`), or a name resolved through the names API
 * (`GET /v1/profile/account/{name}`, spec §7) to its address for the active chain (ENSIP-11 coin
 * type; Solana 501), with the name and its avatar. '' clears the receiver. Throws
 * InvalidReceiverError for input that is neither, and 'Error resolving name' for a name the API
 * does not know, has no address here for, or cannot answer; the receiver is cleared first, so a
 * failed name never leaves an old address behind. Returns the receiver stored.
 */
export async function resolveReceiver(
  context: PorticoContext,
  { input, signal }: ResolveReceiverParameters,
): Promise<SendReceiver | undefined> {
  const value = input.trim()
  const { activeNamespace, activeNetwork } = context.stores.chains.getState()
  if (!value) {
    setSendReceiver(context, undefined)
    return undefined
  }
  if (activeNamespace === 'eip155' && isEvmAddress(value)) {
    const receiver = { address: value.startsWith('0x') ? value : `0x${value}` }
    setSendReceiver(context, receiver)
    void showReceiverName(context, receiver.address, signal)
    return receiver
  }
  if (activeNamespace === 'solana' && isSolanaAddress(value)) {
    setSendReceiver(context, { address: value })
    return { address: value }
  }
  setSendReceiver(context, undefined)
  if (!NAME.test(value)) throw new InvalidReceiverError(value)
  const { apiUrl } = context.stores.options.getState().options
  if (!apiUrl || !context.projectId)
    throw new ResolveNameError({ details: 'No Portico API is configured to resolve names' })
  const { readAccountName } = await import('../names/profileApi.js')
  const record = await readAccountName({
    apiUrl,
    projectId: context.projectId,
    name: value,
    signal,
  })
  const coinType =
    activeNamespace === 'eip155' ? chainIdToCoinType(Number(activeNetwork.id)) : SOLANA_COIN_TYPE
  const address = record?.addresses[String(coinType)]?.address
  if (!record || !address)
    throw new ResolveNameError({ details: `'${value}' has no address on ${activeNetwork.name}` })
  if (signal?.aborted) return undefined
  const receiver = {
    address,
    profileName: record.name,
    profileImageUrl: record.attributes[0]?.avatar || undefined,
  }
  setSendReceiver(context, receiver)
  return receiver
}

/** the `resolveReceiver` action: neither an address nor a name that resolves. */
export type ResolveReceiverErrorType = InvalidReceiverError | ResolveNameError

/**
 * Adds what a typed EVM address is called (lookupAddressName: its identity, else its newest
 * registered name) to the receiver once known, unless the receiver changed meanwhile. The address
 * is usable at once; the name follows.
 */
async function showReceiverName(
  context: PorticoContext,
  address: string,
  signal: AbortSignal | undefined,
): Promise<void> {
  const { name, avatar } = await lookupAddressName(context, { address })
  if (!name || signal?.aborted || context.stores.send.getState().receiverAddress !== address) return
  setSendReceiver(context, { address, profileName: name, profileImageUrl: avatar })
}
