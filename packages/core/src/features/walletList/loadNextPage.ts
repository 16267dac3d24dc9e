import type { PorticoContext } from '../../context.js'
import { fetchWalletList } from './fetchWalletList.js'
import { trackWalletListRequest } from './trackWalletListRequest.js'

/**
 * Loads the catalogue's next page (WALLETS_PAGE_SIZE, 40, spec §9) into `walletList.wallets`:
 * page 1 while none is loaded, else the one after `walletList.page`. Nothing while a page is on
 * its way or once every wallet is in (`count`), so an infinite scroll may call it as often as the
 * end of the list comes into view. `walletList.status` says where it stands ('loading', then
 * 'idle', or 'error' with `walletList.error`, kept until a retry); the promise never rejects.
 * Needs the API.
 */
export async function loadNextPage(context: PorticoContext): Promise<void> {
  const { options } = context.stores.options.getState()
  if (!options.apiUrl || !context.projectId) return
  const { status, wallets, count, page } = context.stores.walletList.getState()
  if (status === 'loading') return
  if (wallets.length > 0 && wallets.length >= count) return
  const next = wallets.length === 0 ? 1 : page + 1
  await trackWalletListRequest(context, 'status', () =>
    fetchWalletList(context, { page: next }),
  ).catch(() => undefined)
}
