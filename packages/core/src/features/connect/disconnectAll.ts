import type { PorticoContext } from '../../context.js'
import { STORAGE_KEYS } from '../../storage/createStorage.js'
import type { ChainNamespace } from '../../types/network.js'
import { closeModal } from '../modal/modal.js'
import { FailedToDisconnectChainsError } from './errors.js'
import { releaseNamespace } from './releaseNamespace.js'

export type DisconnectAllParameters = {
  /** @default true — the modal closes unless told otherwise (spec §4). */
  closeModal?: boolean | undefined
}

/** The namespaces with a wallet: a connection, or an account that is not disconnected. */
function connectedNamespaces(context: PorticoContext): ChainNamespace[] {
  const { connections } = context.stores.connections.getState()
  const { accounts } = context.stores.chains.getState()
  const withConnection = (Object.keys(connections) as ChainNamespace[]).filter(
    (namespace) => (connections[namespace]?.length ?? 0) > 0,
  )
  const withAccount = (Object.keys(accounts) as ChainNamespace[]).filter(
    (namespace) => accounts[namespace]?.status !== 'disconnected',
  )
  return [...new Set([...withConnection, ...withAccount])]
}

/**
 * Disconnects every namespace with a wallet (`portico.disconnect({ namespace: 'all' })`, the
 * Account view's Disconnect): open RPC requests are aborted, each namespace's wallets let go
 * (a wallet serving several namespaces, WalletConnect, is asked once) and its account and network
 * are reset (spec §4), sign-in-with-wallet signs out once, the connector id is removed and the
 * modal closes unless told otherwise. Every namespace is forgotten even when one fails; the first
 * failure is then reported as 'Failed to disconnect chains: {message}' (spec §8), the namespaces
 * that failed in its details.
 */
export async function disconnectAll(
  context: PorticoContext,
  parameters: DisconnectAllParameters = {},
): Promise<void> {
  context.requests.abortAll('disconnected')
  const released = new Set<string>()
  const failures: { namespace: ChainNamespace | 'siwx'; error: unknown }[] = []
  for (const namespace of connectedNamespaces(context)) {
    const errors = await releaseNamespace(context, { namespace, released })
    for (const error of errors) failures.push({ namespace, error })
  }
  const { siwx } = context.options
  if (siwx && siwx.signOutOnDisconnect !== false)
    await siwx.signOut().catch((error: unknown) => failures.push({ namespace: 'siwx', error }))

  context.storage.removeItem(STORAGE_KEYS.connectorId)
  if (parameters.closeModal !== false) closeModal(context)
  const [first] = failures
  if (first)
    throw new FailedToDisconnectChainsError({
      cause: first.error,
      details: `Failed: ${[...new Set(failures.map((f) => f.namespace))].join(', ')}`,
    })
  context.events.emit({ type: 'DISCONNECT_SUCCESS' })
}

/** `disconnectAll`: a wallet (or the sign-out) failed; every namespace is forgotten anyway. */
export type DisconnectAllErrorType = FailedToDisconnectChainsError
