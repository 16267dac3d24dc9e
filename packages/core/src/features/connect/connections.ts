import type { PorticoContext } from '../../context.js'
import type { Connection, ConnectionStatus } from '../../state/types.js'
import type { ChainNamespace } from '../../types/network.js'
import { InvalidConnectionStatusError } from './errors.js'

const STATUSES: readonly string[] = [
  'connected',
  'active',
  'disconnected',
] satisfies ConnectionStatus[]

/** Checks a per-connection status (spec §4); any other value is 'Invalid connection status'. */
export function assertConnectionStatus(status: string): asserts status is ConnectionStatus {
  if (!STATUSES.includes(status)) throw new InvalidConnectionStatusError(status)
}

/** The connections of `namespace`. */
export function getConnections(
  context: PorticoContext,
  namespace: ChainNamespace,
): readonly Connection[] {
  return context.stores.connections.getState().connections[namespace] ?? []
}

function setConnections(
  context: PorticoContext,
  namespace: ChainNamespace,
  list: readonly Connection[],
) {
  context.stores.connections.setState((s) => ({
    connections: { ...s.connections, [namespace]: list },
  }))
}

/**
 * Records `connection` as the active one of its namespace. With multiWallet the others stay as
 * 'connected'; without it they are dropped: one wallet per namespace.
 */
export function activateConnection(
  context: PorticoContext,
  namespace: ChainNamespace,
  connection: Omit<Connection, 'status'>,
): void {
  // The features in force: local, or as the API overrode them (spec §1).
  const { multiWallet } = context.stores.options.getState().features
  const others = getConnections(context, namespace)
    .filter((c) => c.connectorId !== connection.connectorId)
    .filter(() => multiWallet)
    .map((c) => (c.status === 'active' ? { ...c, status: 'connected' as const } : c))
  setConnections(context, namespace, [{ ...connection, status: 'active' }, ...others])
}

/**
 * Adapter disconnect (spec §4): the connection is deleted and the first remaining one becomes
 * active. Returns the new active connection, or undefined when none remain.
 */
export function removeConnection(
  context: PorticoContext,
  namespace: ChainNamespace,
  connectorId: string,
): Connection | undefined {
  const remaining = getConnections(context, namespace).filter((c) => c.connectorId !== connectorId)
  const [first, ...rest] = remaining
  const next = first ? [{ ...first, status: 'active' as const }, ...rest] : []
  setConnections(context, namespace, next)
  return next[0]
}

/** Forgets every connection of `namespace`. */
export function clearConnections(context: PorticoContext, namespace: ChainNamespace): void {
  setConnections(context, namespace, [])
}

/** `portico.connection.assertStatus()`: a status other than connected, active or disconnected. */
export type AssertConnectionStatusErrorType = InvalidConnectionStatusError
