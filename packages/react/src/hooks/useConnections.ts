import type {
  ChainNamespace,
  Connection,
  PorticoError,
  SwitchConnectionReturnType,
} from '@portico/core'
import { useCallback, useMemo, useRef, useState } from 'react'
import { usePortico } from './usePortico.js'
import { useStoreState } from './useStoreState.js'

const NONE: readonly Connection[] = Object.freeze([])

export type UseConnectionsParameters = {
  /** The namespace whose connections to list. @default the active one */
  namespace?: ChainNamespace | undefined
}

/** One connection of the namespace, with what a list shows of its wallet. */
export type ConnectionItem = Connection & {
  namespace: ChainNamespace
  /** The wallet's name (the connector's), else its id. */
  name: string
  /** The wallet's icon, when its connector has one. */
  icon: string | undefined
  isActive: boolean
}

export type UseConnectionsReturnType = {
  namespace: ChainNamespace
  /**
   * The wallets connected in the namespace, the active one first
   * (docs/core-state-and-router.md#connections).
   */
  connections: readonly ConnectionItem[]
  activeConnection: ConnectionItem | undefined
  /**
   * Whether the multiWallet feature is in force (locally or as the remote configuration says).
   * When off, a namespace holds one connection: connecting another wallet replaces it, and the
   * ProfileWallets view says 'Multi-Wallet Not Enabled'.
   */
  isMultiWalletEnabled: boolean
  /**
   * Makes another connection the active one: an active or connected wallet is reconnected
   * without a prompt, a disconnected one goes through its connect flow. Reports whether the
   * account or the wallet changed.
   */
  switchConnection: (connectorId: string) => Promise<SwitchConnectionReturnType>
  /**
   * Disconnects one wallet; when it was the active one the first remaining becomes active. The
   * last one of the namespace is a full disconnect (account reset, DISCONNECT_SUCCESS).
   */
  disconnectConnection: (connectorId: string) => Promise<void>
  /** The wallet a switch or disconnect started here is under way for. */
  pendingConnectorId: string | undefined
  /** The last failure of a switch or disconnect started here, e.g. 'Failed to disconnect'. */
  error: PorticoError | undefined
}

/**
 * The wallets connected in a namespace (the active one by default), with a switch and a
 * disconnect per wallet — ProfileWallets' list for a dApp that draws its own.
 *
 * @example
 * const { connections, switchConnection, disconnectConnection } = useConnections()
 * connections.map((c) => (
 *   <li key={c.connectorId}>
 *     {c.name} {c.accounts[0]?.address}
 *     {!c.isActive && <button onClick={() => switchConnection(c.connectorId)}>Switch</button>}
 *     <button onClick={() => disconnectConnection(c.connectorId)}>Disconnect</button>
 *   </li>
 * ))
 */
export function useConnections(
  parameters: UseConnectionsParameters = {},
): UseConnectionsReturnType {
  const portico = usePortico()
  const namespace = useStoreState(
    portico.stores.chains,
    (s) => parameters.namespace ?? s.activeNamespace,
  )
  const list = useStoreState(portico.stores.connections, (s) => s.connections[namespace] ?? NONE)
  const connectors = useStoreState(portico.stores.connectors, (s) => s.connectors)
  const isMultiWalletEnabled = useStoreState(portico.stores.options, (s) => s.features.multiWallet)
  const [state, setState] = useState<{ pending?: string; error?: PorticoError }>({})
  // Only the latest call reports: an older one that settles late changes nothing.
  const attempt = useRef(0)
  const track = useCallback(
    async <T>(connectorId: string, action: () => Promise<T>): Promise<T> => {
      const current = ++attempt.current
      setState({ pending: connectorId })
      try {
        const result = await action()
        if (current === attempt.current) setState({})
        return result
      } catch (error) {
        if (current === attempt.current) setState({ error: error as PorticoError })
        throw error
      }
    },
    [],
  )
  const switchConnection = useCallback(
    (connectorId: string) =>
      track(connectorId, () => portico.connection.switch({ namespace, connectorId })),
    [portico, namespace, track],
  )
  const disconnectConnection = useCallback(
    (connectorId: string) =>
      track(connectorId, () => portico.connection.disconnect({ namespace, connectorId })),
    [portico, namespace, track],
  )
  const connections = useMemo(
    () =>
      list.map((connection): ConnectionItem => {
        const connector = connectors.find((c) => c.id === connection.connectorId)
        return {
          ...connection,
          namespace,
          name: connection.auth?.name ?? connector?.name ?? connection.connectorId,
          icon: connector?.imageUrl,
          isActive: connection.status === 'active',
        }
      }),
    [list, connectors, namespace],
  )
  return useMemo(
    () => ({
      namespace,
      connections,
      activeConnection: connections.find((c) => c.isActive),
      isMultiWalletEnabled,
      switchConnection,
      disconnectConnection,
      pendingConnectorId: state.pending,
      error: state.error,
    }),
    [namespace, connections, isMultiWalletEnabled, switchConnection, disconnectConnection, state],
  )
}
