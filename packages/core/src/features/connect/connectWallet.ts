import type { PorticoContext } from '../../context.js'
import type { WalletListItem } from '../walletList/orderWallets.js'
import type { ConnectErrorType } from './connect.js'
import { type ConnectReturnType, connect } from './connect.js'
import type { ConnectWalletConnectErrorType } from './connectWalletConnect.js'
import { connectWalletConnect } from './connectWalletConnect.js'
import { addRecentWallet } from './recentWallets.js'

export type ConnectWalletParameters = {
  /** A connector id, or a row of a wallet list (orderWallets, buildAllWalletsList). */
  wallet: string | Omit<WalletListItem, 'group'>
}

/**
 * Connects a wallet of the list, the way a dApp that draws its own list needs it:
 * - a connector found in this browser (or its id) connects directly;
 * - the relay connector, or a catalogue wallet that is not installed, pairs over WalletConnect
 *   (the URI to show is in `stores.pairing`); the catalogue wallet then joins the recent wallets.
 */
export async function connectWallet(
  context: PorticoContext,
  { wallet }: ConnectWalletParameters,
): Promise<ConnectReturnType> {
  const connectorId = typeof wallet === 'string' ? wallet : wallet.connectorId
  const connector = context.stores.connectors
    .getState()
    .connectors.find((c) => c.id === connectorId)
  if (connector && connector.type !== 'WALLET_CONNECT')
    return connect(context, { connectorId: connector.id })
  if (typeof wallet === 'string' && !connector) return connect(context, { connectorId: wallet })
  const result = await connectWalletConnect(context, { connectorId: connector?.id })
  if (typeof wallet !== 'string' && !wallet.connectorId)
    addRecentWallet(context, {
      id: wallet.id,
      name: wallet.name,
      imageUrl: wallet.imageUrl,
      imageId: wallet.imageId,
      rdns: wallet.rdns,
    })
  return result
}

/** `portico.connection.connectWallet()`: what connecting directly or pairing over WalletConnect throws. */
export type ConnectWalletErrorType = ConnectErrorType | ConnectWalletConnectErrorType
