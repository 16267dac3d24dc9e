import type { PorticoContext } from '../../context.js'
import { STORAGE_KEYS } from '../../storage/createStorage.js'
import type { ChainNamespace } from '../../types/network.js'
import { closeModal } from '../modal/modal.js'
import { type FailedToDisconnectChainsError, FailedToDisconnectError } from './errors.js'
import { releaseNamespace } from './releaseNamespace.js'

export type DisconnectParameters = {
  /**
   * The namespace to disconnect, or `'all'` for every namespace with a wallet (one failure then
   * is 'Failed to disconnect chains: {message}'). @default the active one
   */
  namespace?: ChainNamespace | 'all' | undefined
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
  if (parameters.namespace === 'all')
    return (await import('./disconnectAll.js')).disconnectAll(context, parameters)
  const namespace = parameters.namespace ?? context.stores.chains.getState().activeNamespace
  context.requests.abortAll('disconnected')
  const failures = await releaseNamespace(context, { namespace })
  const { siwx } = context.options
  if (siwx && siwx.signOutOnDisconnect !== false)
    await siwx.signOut().catch((error: unknown) => failures.push(error))

  context.storage.removeItem(STORAGE_KEYS.connectorId)
  if (parameters.closeModal !== false) closeModal(context)
  if (failures.length) throw new FailedToDisconnectError({ cause: failures[0] })
  context.events.emit({ type: 'DISCONNECT_SUCCESS' })
}

/**
 * the `disconnect` action: a wallet that failed to let go (the dApp forgets it anyway);
 * with `namespace: 'all'`, FailedToDisconnectChainsError.
 */
export type DisconnectErrorType = FailedToDisconnectError | FailedToDisconnectChainsError
