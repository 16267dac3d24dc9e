import type { PorticoContext } from '../../context.js'
import { STORAGE_KEYS } from '../../storage/createStorage.js'
import type { ChainNamespace } from '../../types/network.js'
import { closeModal } from '../modal/modal.js'
import { adapterForConnector } from './adapterForConnector.js'
import { clearConnections, getConnections } from './connections.js'
import { FailedToDisconnectError } from './errors.js'
import { resetAccount } from './setAccount.js'

export type DisconnectParameters = {
  /** The namespace to disconnect. @default the active one */
  namespace?: ChainNamespace | undefined
  /** @default true — the modal closes unless told otherwise (spec §4). */
  closeModal?: boolean
}

/**
 * Disconnect (spec §4): open RPC requests are aborted, every wallet of the namespace lets go, the account and network are reset,
 * the connector id removed, sign-in-with-wallet signs out (unless signOutOnDisconnect is false),
 * and the modal closes unless told otherwise. The dApp forgets the connection even when a wallet
 * fails to let go; that failure is then reported as 'Failed to disconnect'.
 */
export async function disconnect(
  context: PorticoContext,
  parameters: DisconnectParameters = {},
): Promise<void> {
  const namespace = parameters.namespace ?? context.stores.chains.getState().activeNamespace
  const connectors = context.stores.connectors.getState().connectors
  context.requests.abortAll('disconnected')
  const failures: unknown[] = []
  for (const connection of getConnections(context, namespace)) {
    const connector = connectors.find((c) => c.id === connection.connectorId)
    const adapter = connector && adapterForConnector(context, connector)
    if (!connector || !adapter) continue
    try {
      await adapter.disconnect({ connector })
    } catch (error) {
      failures.push(error)
    }
  }
  const { siwx } = context.options
  if (siwx && siwx.signOutOnDisconnect !== false)
    await siwx.signOut().catch((error: unknown) => failures.push(error))

  resetAccount(context, namespace)
  clearConnections(context, namespace)
  context.storage.removeItem(STORAGE_KEYS.connectorId)
  if (parameters.closeModal !== false) closeModal(context)
  if (failures.length) throw new FailedToDisconnectError({ cause: failures[0] })
  context.events.emit({ type: 'DISCONNECT_SUCCESS' })
}

/** the `disconnect` action: a wallet that failed to let go (the dApp forgets it anyway). */
export type DisconnectErrorType = FailedToDisconnectError
