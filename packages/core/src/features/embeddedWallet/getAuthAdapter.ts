import type { AuthConnectorAdapter } from '../../adapter/AuthAdapter.js'
import { isAuthAdapter } from '../../adapter/AuthAdapter.js'
import type { PorticoContext } from '../../context.js'
import type { Connector } from '../../types/connector.js'
import { adapterForConnector } from '../connect/adapterForConnector.js'
import { AuthConnectorNotFoundError } from './errors.js'

/** The AUTH connector and the adapter behind it. */
export type AuthConnection = { connector: Connector; adapter: AuthConnectorAdapter }

/** The AUTH connector and its auth adapter, or undefined when the dApp passed none. */
export function findAuthAdapter(context: PorticoContext): AuthConnection | undefined {
  for (const connector of context.stores.connectors.getState().connectors) {
    if (connector.type !== 'AUTH') continue
    const adapter = adapterForConnector(context, connector)
    if (isAuthAdapter(adapter)) return { connector, adapter }
  }
  return undefined
}

/**
 * The AUTH connector and its auth adapter (email, social and Farcaster login run through it);
 * 'No auth connector found' (spec §8) when the dApp passed no embedded-wallet adapter.
 */
export function getAuthAdapter(context: PorticoContext): AuthConnection {
  const found = findAuthAdapter(context)
  if (!found) throw new AuthConnectorNotFoundError()
  return found
}
