import {
  type ConnectorTypeOrderItem,
  type CustomWallet,
  DEFAULT_CONNECTOR_TYPE_ORDER,
} from '../../config/options.js'
import {
  DEFAULT_FEATURED_WALLETS_COUNT,
  RECENT_WALLETS_KEPT,
  RECOMMENDED_WALLETS_COUNT,
} from '../../constants.js'
import type { RecentWallet, WalletCatalogueEntry } from '../../state/types.js'
import type { Connector } from '../../types/connector.js'

/** One row of the wallet list, whatever it came from. */
export type WalletListItem = {
  /** Unique in the list: the connector id for a wallet found here, else the catalogue id. */
  id: string
  name: string
  /** The group of spec §2's connector order that placed it. */
  group: ConnectorTypeOrderItem
  /** The connector that connects it; absent for a catalogue wallet that is not installed. */
  connectorId?: string | undefined
  /** Icon URL (a connector's or a custom wallet's). */
  imageUrl?: string | undefined
  /** Catalogue image id, for `walletImageUrl`. */
  imageId?: string | undefined
  rdns?: string | undefined
  /** The catalogue entry (deep links) when the wallet comes from the catalogue. */
  wallet?: WalletCatalogueEntry | undefined
  /** Found in this browser: connecting it needs no relay. */
  installed: boolean
}

export type OrderWalletsParameters = {
  /** Connectors the adapters discovered. */
  connectors: readonly Connector[]
  /** Recent wallets, newest first; at most RECENT_WALLETS_KEPT are shown. */
  recent?: readonly RecentWallet[] | undefined
  /** The catalogue's featured wallets. */
  featured?: readonly WalletCatalogueEntry[] | undefined
  /** The catalogue's recommended wallets; at most RECOMMENDED_WALLETS_COUNT are shown. */
  recommended?: readonly WalletCatalogueEntry[] | undefined
  customWallets?: readonly CustomWallet[] | undefined
  /** @default DEFAULT_CONNECTOR_TYPE_ORDER */
  order?: readonly ConnectorTypeOrderItem[] | undefined
  /** Featured ids in the dApp's order: featured wallets are shown in it. */
  featuredWalletIds?: readonly string[] | undefined
  /** @default DEFAULT_FEATURED_WALLETS_COUNT */
  featuredWalletsCount?: number | undefined
  /** Catalogue ids never shown (a connector with that explorer id is hidden too). */
  excludedWalletIds?: readonly string[] | undefined
}

/** The connector found here for a catalogue (or recent, or custom) wallet: same rdns or explorer id. */
function installedFor(
  connectors: readonly Connector[],
  wallet: { id: string; rdns?: string | null | undefined },
): Connector | undefined {
  return connectors.find(
    (c) =>
      (wallet.rdns && c.info?.rdns === wallet.rdns) || (c.explorerId && c.explorerId === wallet.id),
  )
}

function fromConnector(c: Connector, group: ConnectorTypeOrderItem): WalletListItem {
  return {
    id: c.id,
    name: c.name,
    group,
    connectorId: c.id,
    imageUrl: c.imageUrl,
    imageId: c.imageId,
    rdns: c.info?.rdns,
    installed: c.type !== 'WALLET_CONNECT',
  }
}

function fromCatalogue(
  connectors: readonly Connector[],
  wallet: WalletCatalogueEntry,
  group: ConnectorTypeOrderItem,
): WalletListItem {
  const connector = installedFor(connectors, wallet)
  if (connector) return { ...fromConnector(connector, group), wallet }
  return {
    id: wallet.id,
    name: wallet.name,
    group,
    imageId: wallet.image_id,
    rdns: wallet.rdns ?? undefined,
    wallet,
    installed: false,
  }
}

/** Connectors a list may show: not the auth connector, none with an excluded explorer id. */
function listedConnectors(connectors: readonly Connector[], excluded: ReadonlySet<string>) {
  return connectors.filter(
    (c) => c.type !== 'AUTH' && !(c.explorerId && excluded.has(c.explorerId)),
  )
}

const INJECTED_TYPES: readonly Connector['type'][] = ['ANNOUNCED', 'INJECTED', 'MULTI_CHAIN']

/**
 * The wallets to show, in spec §2's connector order ("walletConnect, recent, injected, featured,
 * custom, external, recommended", or the dApp's `connectorTypeOrder`). Pure; shared by the Connect
 * view and the headless `useWalletList` hook.
 * - Each wallet appears once, in the first group that lists it. A catalogue, recent or custom
 *   wallet whose rdns (or explorer id) matches a connector found here is that connector
 *   (`installed`, with its `connectorId`).
 * - The auth connector is not a wallet (email and social login are connect methods of their own).
 * - At most RECENT_WALLETS_KEPT recent, `featuredWalletsCount` featured (in `featuredWalletIds`
 *   order) and RECOMMENDED_WALLETS_COUNT recommended rows (spec §9), counted after duplicates
 *   are dropped; excluded ids never show.
 * - A recent wallet connected through a connector that is gone is left out.
 */
export function orderWallets({
  connectors,
  recent = [],
  featured = [],
  recommended = [],
  customWallets = [],
  order = DEFAULT_CONNECTOR_TYPE_ORDER,
  featuredWalletIds = [],
  featuredWalletsCount = DEFAULT_FEATURED_WALLETS_COUNT,
  excludedWalletIds = [],
}: OrderWalletsParameters): WalletListItem[] {
  const excluded = new Set(excludedWalletIds)
  const visible = listedConnectors(connectors, excluded)
  const featuredRank = (id: string) => {
    const index = featuredWalletIds.indexOf(id)
    return index === -1 ? featuredWalletIds.length : index
  }

  const groups: Record<ConnectorTypeOrderItem, () => WalletListItem[]> = {
    walletConnect: () =>
      visible
        .filter((c) => c.type === 'WALLET_CONNECT')
        .map((c) => fromConnector(c, 'walletConnect')),
    recent: () =>
      recent.flatMap((r): WalletListItem[] => {
        if (excluded.has(r.id)) return []
        if (r.connectorId) {
          const connector = visible.find((c) => c.id === r.connectorId)
          return connector ? [fromConnector(connector, 'recent')] : []
        }
        const connector = installedFor(visible, r)
        if (connector) return [fromConnector(connector, 'recent')]
        return [
          {
            id: r.id,
            name: r.name,
            group: 'recent',
            imageUrl: r.imageUrl,
            imageId: r.imageId,
            rdns: r.rdns,
            installed: false,
          },
        ]
      }),
    injected: () =>
      visible
        .filter((c) => INJECTED_TYPES.includes(c.type))
        .map((c) => fromConnector(c, 'injected')),
    featured: () =>
      featured
        .filter((w) => !excluded.has(w.id))
        .sort((a, b) => featuredRank(a.id) - featuredRank(b.id))
        .map((w) => fromCatalogue(visible, w, 'featured')),
    custom: () =>
      customWallets
        .filter((w) => !excluded.has(w.id))
        .map((w) => {
          const connector = installedFor(visible, w)
          if (connector) return fromConnector(connector, 'custom')
          return {
            id: w.id,
            name: w.name,
            group: 'custom' as const,
            imageUrl: w.imageUrl,
            rdns: w.rdns,
            wallet: {
              id: w.id,
              name: w.name,
              rdns: w.rdns,
              mobile_link: w.mobileLink,
              desktop_link: w.desktopLink,
              webapp_link: w.webappLink,
            },
            installed: false,
          }
        }),
    external: () =>
      visible.filter((c) => c.type === 'EXTERNAL').map((c) => fromConnector(c, 'external')),
    recommended: () =>
      recommended
        .filter((w) => !excluded.has(w.id))
        .map((w) => fromCatalogue(visible, w, 'recommended')),
  }

  const caps: Partial<Record<ConnectorTypeOrderItem, number>> = {
    recent: RECENT_WALLETS_KEPT,
    featured: featuredWalletsCount,
    recommended: RECOMMENDED_WALLETS_COUNT,
  }
  const seen = new Set<string>()
  const list: WalletListItem[] = []
  for (const group of order) {
    let shown = 0
    for (const item of groups[group]()) {
      if (shown >= (caps[group] ?? Number.POSITIVE_INFINITY)) break
      // One row per wallet: its connector, or else its catalogue id.
      const key = item.connectorId ?? item.id
      if (seen.has(key)) continue
      seen.add(key)
      if (item.wallet) seen.add(item.wallet.id)
      shown++
      list.push(item)
    }
  }
  return list
}
