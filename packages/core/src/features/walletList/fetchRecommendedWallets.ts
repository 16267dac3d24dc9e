import { RECOMMENDED_WALLETS_COUNT } from '../../constants.js'
import type { PorticoContext } from '../../context.js'
import { configuredNamespaces } from './fetchFeaturedWallets.js'

/**
 * Loads the recommended wallets into `walletList.recommended`: the catalogue's first
 * RECOMMENDED_WALLETS_COUNT (4, spec §9) wallets of the configured namespaces that are neither
 * featured nor excluded. Needs the API; without it the list stays empty.
 */
export async function fetchRecommendedWallets(context: PorticoContext): Promise<void> {
  const { options } = context.stores.options.getState()
  if (!options.apiUrl || !context.projectId) return
  const { readWallets } = await import('./readWallets.js')
  const featured = context.stores.walletList.getState().featured.map((w) => w.id)
  const { data } = await context.requests.track(() =>
    readWallets({
      apiUrl: options.apiUrl as string,
      projectId: context.projectId,
      page: 1,
      entries: RECOMMENDED_WALLETS_COUNT,
      include: options.includeWalletIds,
      exclude: [
        ...new Set([...options.excludeWalletIds, ...options.featuredWalletIds, ...featured]),
      ],
      chains: configuredNamespaces(context),
    }),
  )
  context.stores.walletList.setState({ recommended: data })
}
