import type { PorticoContext } from '../../context.js'
import { rememberConnector } from '../connect/recentWallets.js'

/**
 * Keeps what the instance's events leave behind: the last event with its time in `stores.lastEvent`
 * (for dApps that watch events), and the wallet of each successful connection among the recent
 * wallets (spec §9 "Recent wallets kept: 2"). Returns what stops it.
 */
export function recordEvents(context: PorticoContext): () => void {
  return context.events.subscribe((event) => {
    context.stores.lastEvent.setState({ last: { timestamp: context.now(), data: event } })
    if (event.type === 'CONNECT_SUCCESS') rememberConnector(context, event.connectorId)
  })
}
