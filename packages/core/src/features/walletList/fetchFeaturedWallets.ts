import type { PorticoContext } from '../../context.js'

/**
 * Loads the featured wallets into `walletList.featured`: the catalogue wallets of
 * `featuredWalletIds`, in that order; without ids, the catalogue's first `featuredWalletsCount`
 * (spec §9 "Featured count equals number of featured ids (default 4)"), among the included ones.
 * Only wallets of the configured namespaces, never excluded ones. Needs the API; without it the list stays empty.
 */
export async function fetchFeaturedWallets(context: PorticoContext): Promise<void> {
  const { options } = context.stores.options.getState()
  if (!options.apiUrl || !context.projectId) return
  const { readWallets } = await import('./readWallets.js')
  const ids = options.featuredWalletIds
  const { data } = await context.requests.track(() =>
    readWallets({
      apiUrl: options.apiUrl as string,
      projectId: context.projectId,
      page: 1,
      entries: options.featuredWalletsCount,
      include: ids.length ? ids : options.includeWalletIds,
      exclude: options.excludeWalletIds,
      chains: configuredNamespaces(context),
    }),
  )
  const rank = (id: string) => (ids.includes(id) ? ids.indexOf(id) : ids.length)
  context.stores.walletList.setState({
    featured: data.sort((a, b) => rank(a.id) - rank(b.id)),
  })
}

/** The namespaces of the configured networks: the catalogue lists only wallets of these. */
export function configuredNamespaces(context: PorticoContext): string[] {
  return [...new Set(context.stores.chains.getState().networks.map((n) => n.chainNamespace))]
}
