import type { CustomWallet } from '../../config/options.js'
import type { WalletCatalogueEntry } from '../../state/types.js'
import type { Connector } from '../../types/connector.js'
import type { WalletListItem } from './orderWallets.js'
import { walletSupportsNamespaces } from './walletSupportsNamespaces.js'

/** A row of AllWallets: a wallet list item without a connector-order group. */
export type AllWalletsItem = Omit<WalletListItem, 'group'>

export type BuildAllWalletsListParameters = {
  /** Wallet list state `featured` (shown first when not searching). */
  featured: readonly WalletCatalogueEntry[]
  customWallets: readonly CustomWallet[]
  /** The catalogue pages loaded so far (wallet list state `wallets`). */
  wallets: readonly WalletCatalogueEntry[]
  /** The search's results (wallet list state `filteredWallets`) while a search is on. */
  searchResults?: readonly WalletCatalogueEntry[] | undefined
  /** Connectors of this browser; a catalogue wallet with the same rdns is installed. */
  connectors: readonly Connector[]
  /** The namespaces of the configured networks. */
  namespaces: readonly string[]
  /** The `excludeWalletIds` option. */
  excludeWalletIds: readonly string[]
}

const BROWSER_CONNECTOR_TYPES: readonly Connector['type'][] = [
  'ANNOUNCED',
  'INJECTED',
  'MULTI_CHAIN',
]

/**
 * The rows of AllWallets: the featured wallets first, then the custom wallets, then the catalogue
 * pages in their order — or only the search results while searching. Each wallet once (by
 * catalogue id); excluded wallets and wallets of none of the configured namespaces are hidden
 * (spec §9, issue 4). A wallet whose rdns (or explorer id) matches a connector of this browser is
 * that connector (`installed`, with its `connectorId`).
 */
export function buildAllWalletsList(p: BuildAllWalletsListParameters): AllWalletsItem[] {
  const connectors = p.connectors.filter((c) => BROWSER_CONNECTOR_TYPES.includes(c.type))
  const byRdns = new Map<string, Connector>()
  const byExplorerId = new Map<string, Connector>()
  for (const connector of connectors) {
    if (connector.info?.rdns && !byRdns.has(connector.info.rdns))
      byRdns.set(connector.info.rdns, connector)
    if (connector.explorerId && !byExplorerId.has(connector.explorerId))
      byExplorerId.set(connector.explorerId, connector)
  }
  const excluded = new Set(p.excludeWalletIds)
  const entries: { wallet: WalletCatalogueEntry; imageUrl?: string | undefined }[] = p.searchResults
    ? p.searchResults.map((wallet) => ({ wallet }))
    : [
        ...p.featured.map((wallet) => ({ wallet })),
        ...p.customWallets.map((custom) => ({
          wallet: {
            id: custom.id,
            name: custom.name,
            rdns: custom.rdns,
            mobile_link: custom.mobileLink,
            desktop_link: custom.desktopLink,
            webapp_link: custom.webappLink,
          },
          imageUrl: custom.imageUrl,
        })),
        ...p.wallets.map((wallet) => ({ wallet })),
      ]
  const seen = new Set<string>()
  const rows: AllWalletsItem[] = []
  for (const { wallet, imageUrl } of entries) {
    if (seen.has(wallet.id) || excluded.has(wallet.id)) continue
    if (!walletSupportsNamespaces(wallet, p.namespaces)) continue
    seen.add(wallet.id)
    const connector =
      (wallet.rdns ? byRdns.get(wallet.rdns) : undefined) ?? byExplorerId.get(wallet.id)
    rows.push({
      id: wallet.id,
      name: wallet.name,
      connectorId: connector?.id,
      imageUrl: imageUrl ?? connector?.imageUrl,
      imageId: wallet.image_id,
      rdns: wallet.rdns ?? undefined,
      wallet,
      installed: connector !== undefined,
    })
  }
  return rows
}
