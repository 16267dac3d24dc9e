import { BALANCE_CACHE_TTL_MS } from '../../constants.js'
import type { PorticoContext } from '../../context.js'
import { getActiveAccount } from '../connect/getAccount.js'
import { fetchSupportedChains } from '../network/fetchSupportedChains.js'
import type { ApiNft } from './readApiNfts.js'

export type FetchNftsParameters = {
  /** Read again even when the tokens were read less than 30 s ago. */
  force?: boolean | undefined
}

/**
 * Loads the ERC-721 tokens the active account holds on the active network into `stores.nfts`,
 * for the Account view's NFTs tab (the API's `GET /v1/account/{address}/nfts`; spam collections are
 * left out there, image URLs other than http(s) and data:image dropped here). Tokens read less
 * than BALANCE_CACHE_TTL_MS (30 s) ago are reused unless `force`. Status `unsupported` (nothing
 * asked) outside EVM and on a chain the API does not support (spec §7: "made only if the active
 * network is supported, else an empty result"); `error` when the API fails. Resolves with the
 * tokens (none on failure).
 */
export async function fetchNfts(
  context: PorticoContext,
  { force = false }: FetchNftsParameters = {},
): Promise<readonly ApiNft[]> {
  const store = context.stores.nfts
  const { activeNetwork: network } = context.stores.chains.getState()
  const account = getActiveAccount(context)
  const { address, caipAddress: key } = account
  if (account.status !== 'connected' || !address || !key) {
    store.setState({ caipAddress: undefined, status: 'idle', nfts: [], readAt: undefined })
    return []
  }
  const state = store.getState()
  const same = state.caipAddress === key
  if (
    !force &&
    same &&
    (state.status === 'ready' || state.status === 'loading') &&
    (state.readAt === undefined || context.now() - state.readAt < BALANCE_CACHE_TTL_MS)
  )
    return state.nfts
  store.setState({
    caipAddress: key,
    status: 'loading',
    nfts: same ? state.nfts : [],
    readAt: undefined,
  })
  const stillCurrent = () => getActiveAccount(context).caipAddress === key
  try {
    const { apiUrl } = context.stores.options.getState().options
    const supported =
      network.chainNamespace === 'eip155' &&
      apiUrl !== undefined &&
      (await fetchSupportedChains(context)).includes(network.caipNetworkId)
    if (!supported || !apiUrl) {
      if (stillCurrent()) store.setState({ status: 'unsupported', nfts: [] })
      return []
    }
    const { readApiNfts } = await import('./readApiNfts.js')
    const nfts = await context.requests.track(() =>
      readApiNfts({
        apiUrl,
        projectId: context.projectId,
        address,
        chainId: network.caipNetworkId,
      }),
    )
    const own = nfts.filter((nft) => nft.chainId === network.caipNetworkId)
    if (stillCurrent()) store.setState({ status: 'ready', nfts: own, readAt: context.now() })
    return own
  } catch {
    if (stillCurrent()) store.setState({ status: 'error', nfts: [] })
    return []
  }
}
