import type { PorticoContext } from '../context.js'
import { FailedToDisconnectError } from '../errors/connection.js'
import { STORAGE_KEYS } from '../storage/createStorage.js'
import { getActiveAccount } from './isConnected.js'
import { closeModal } from './modal.js'
import { resetAccount } from './setAccount.js'

export type DisconnectParameters = {
  /** @default true — the modal closes unless told otherwise (spec §4). */
  closeModal?: boolean
}

/**
 * Disconnect (spec §4): the adapter lets go of the wallet, the account is reset, the connector id
 * removed, and the modal closes unless told otherwise.
 */
export async function disconnect(
  context: PorticoContext,
  parameters: DisconnectParameters = {},
): Promise<void> {
  const { activeNamespace } = context.stores.chains.getState()
  const account = getActiveAccount(context)
  const connector = context.stores.connectors
    .getState()
    .connectors.find((c) => c.id === account.connectorId)
  const adapter = context.adapters.get(activeNamespace)
  let failure: unknown
  try {
    if (connector && adapter) await adapter.disconnect({ connector })
  } catch (error) {
    failure = error
  }
  // The dApp forgets the connection either way: a wallet that fails to let go is still left.
  resetAccount(context, activeNamespace)
  context.storage.removeItem(STORAGE_KEYS.connectorId)
  if (parameters.closeModal !== false) closeModal(context)
  if (failure !== undefined) throw new FailedToDisconnectError({ cause: failure })
  context.events.emit({ type: 'DISCONNECT_SUCCESS' })
}
