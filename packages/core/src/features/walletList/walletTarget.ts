import type { WalletCatalogueEntry } from '../../state/types.js'
import type { Connector } from '../../types/connector.js'
import type { WalletListItem } from './orderWallets.js'

/**
 * What choosing a wallet row does: connect through a connector of this browser, or open the
 * WalletConnect flow (QR code, app links) for the WalletConnect connector or a catalogue wallet.
 */
export type WalletTarget =
  | { kind: 'connector'; connectorId: string }
  | {
      kind: 'walletConnect'
      /** The WalletConnect connector itself (its own row). */
      connectorId?: string | undefined
      /** The catalogue wallet to open with the pairing URI. */
      wallet?: WalletCatalogueEntry | undefined
    }

/** Whether a catalogue wallet opens from a link of its own (mobile, desktop or web app). */
export function hasAppLink(wallet: WalletCatalogueEntry): boolean {
  return Boolean(wallet.mobile_link || wallet.desktop_link || wallet.webapp_link)
}

export type WalletTargetParameters = {
  item: Pick<WalletListItem, 'id' | 'name' | 'imageId' | 'connectorId' | 'wallet'> & {
    group?: WalletListItem['group'] | undefined
  }
  connectors: readonly Connector[]
  /** Wallets that are not installed open over WalletConnect only when it is on. */
  enableWalletConnect: boolean
}

/**
 * The target of a row: its connector (the WalletConnect connector opens the WalletConnect view);
 * a catalogue wallet with an app link, or a recent wallet last connected over the relay, opens
 * the WalletConnect flow; any other wallet cannot be connected from this browser (undefined).
 */
export function walletTarget({
  item,
  connectors,
  enableWalletConnect,
}: WalletTargetParameters): WalletTarget | undefined {
  if (item.connectorId) {
    const connector = connectors.find((c) => c.id === item.connectorId)
    if (!connector) return undefined
    return connector.type === 'WALLET_CONNECT'
      ? { kind: 'walletConnect', connectorId: connector.id }
      : { kind: 'connector', connectorId: connector.id }
  }
  if (!enableWalletConnect) return undefined
  if (item.wallet && hasAppLink(item.wallet)) return { kind: 'walletConnect', wallet: item.wallet }
  if (item.group === 'recent')
    return {
      kind: 'walletConnect',
      wallet: item.wallet ?? { id: item.id, name: item.name, image_id: item.imageId },
    }
  return undefined
}
