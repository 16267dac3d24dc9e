import { BALANCE_CACHE_TTL_MS, BALANCE_NAMESPACES } from '../../constants.js'
import type { PorticoContext } from '../../context.js'
import type { AccountState } from '../../state/types.js'
import type { Network } from '../../types/network.js'
import { isBalanceSupported } from '../../validation/isBalanceSupported.js'
import type { ApiBalance } from '../account/readApiBalance.js'
import { getActiveAccount } from '../connect/getAccount.js'
import { setAccount } from '../connect/setAccount.js'
import { fetchSupportedChains } from '../network/fetchSupportedChains.js'
import type { TokenBalanceUnavailableError } from './errors.js'
import { reportTokenBalanceUnavailable } from './reportTokenBalanceUnavailable.js'

export type FetchTokenBalancesParameters = {
  /** Read again even when the cached balances are younger than 30 s (the API too: forceUpdate). */
  force?: boolean | undefined
}

/** Native first, then by value (highest first), tokens without a price (no value) last. */
export function sortTokenBalances(balances: readonly ApiBalance[]): ApiBalance[] {
  return [...balances].sort(
    (a, b) =>
      Number(Boolean(a.address)) - Number(Boolean(b.address)) || (b.value ?? -1) - (a.value ?? -1),
  )
}

/** Whether balance requests are held back after a failure (spec §8: no retry for 30 s). */
export function isBalanceRetryBlocked(context: PorticoContext): boolean {
  const until = context.stores.tokenBalances.getState().retryBlockedUntil
  return until !== undefined && context.now() < until
}

type Eip1193Like = { request(arguments_: { method: string; params?: unknown }): Promise<unknown> }

/** The provider of the account's connector when it is the auth (embedded wallet) connector. */
function authProvider(context: PorticoContext, account: AccountState): Eip1193Like | undefined {
  const connector = context.stores.connectors
    .getState()
    .connectors.find((c) => c.id === account.connectorId)
  if (connector?.type !== 'AUTH') return undefined
  const provider = connector.provider as Partial<Eip1193Like> | null | undefined
  return typeof provider?.request === 'function' ? (provider as Eip1193Like) : undefined
}

/**
 * The balances of the account on `network`; `unsupported` when the network has none to show: a
 * namespace without balances (spec §9: EVM and Solana), a testnet, or a chain the API does not
 * support (spec §5); `noApi` when no Portico API is configured to ask. An embedded-wallet EVM
 * account asks its wallet first (spec §7 wallet_getCapabilities, wallet_getAssets); the API
 * answers when the wallet lacks asset discovery.
 */
async function readBalances(
  context: PorticoContext,
  account: AccountState & { address: string },
  network: Network,
  force: boolean,
): Promise<ApiBalance[] | 'unsupported' | 'noApi'> {
  if (!BALANCE_NAMESPACES.some((n) => n === network.chainNamespace) || network.testnet === true)
    return 'unsupported'
  const provider = network.chainNamespace === 'eip155' ? authProvider(context, account) : undefined
  if (provider) {
    const { readWalletAssets } = await import('./readWalletAssets.js')
    const fromWallet = await context.requests.track(() =>
      readWalletAssets({ provider, address: account.address, network }),
    )
    if (fromWallet) return fromWallet
  }
  const { apiUrl } = context.stores.options.getState().options
  if (!apiUrl || !context.projectId) return 'noApi'
  const supportedChainIds = await fetchSupportedChains(context)
  if (!isBalanceSupported({ network, supportedChainIds })) return 'unsupported'
  const { readApiBalance } = await import('../account/readApiBalance.js')
  const { balances } = await context.requests.track(() =>
    readApiBalance({
      apiUrl,
      projectId: context.projectId,
      address: account.address,
      network,
      forceUpdate: force,
      inFlight: context.reads,
    }),
  )
  return balances
}

/**
 * Loads the active account's token balances for the Account view's Tokens tab into
 * `stores.tokenBalances` (and the account's `tokenBalance`, spec §3): the network's own balances,
 * tokens with decimals '0' left out (spec §5), native first, then by value. Balances younger than
 * BALANCE_CACHE_TTL_MS (30 s) are reused unless `force`. On a failure or a network without
 * balances (status `unsupported`) the toast 'Token Balance Unavailable' shows and no request is
 * made for BALANCE_RETRY_BLOCK_MS (30 s). Without a Portico API (and no wallet that reports its
 * assets) the status is `unsupported` with no toast. Resolves with the balances (none on failure).
 */
export async function fetchTokenBalances(
  context: PorticoContext,
  { force = false }: FetchTokenBalancesParameters = {},
): Promise<readonly ApiBalance[]> {
  const store = context.stores.tokenBalances
  const { activeNetwork: network, activeNamespace: namespace } = context.stores.chains.getState()
  const account = getActiveAccount(context)
  const { address, caipAddress: key } = account
  if (account.status !== 'connected' || !address || !key) {
    store.setState({ caipAddress: undefined, status: 'idle', balances: [], readAt: undefined })
    return []
  }
  const state = store.getState()
  const same = state.caipAddress === key
  if (
    !force &&
    same &&
    state.status === 'ready' &&
    state.readAt !== undefined &&
    context.now() - state.readAt < BALANCE_CACHE_TTL_MS
  )
    return state.balances
  if (isBalanceRetryBlocked(context)) {
    if (!same)
      store.setState({ caipAddress: key, status: 'error', balances: [], readAt: undefined })
    return same ? state.balances : []
  }
  store.setState({
    caipAddress: key,
    status: 'loading',
    balances: same ? state.balances : [],
    ...(same ? {} : { readAt: undefined }),
  })
  const stillCurrent = () => getActiveAccount(context).caipAddress === key
  try {
    const read = await readBalances(context, { ...account, address }, network, force)
    if (!stillCurrent()) return typeof read === 'string' ? [] : read
    if (typeof read === 'string') {
      store.setState({ status: 'unsupported', balances: [], readAt: undefined })
      // Without an API the dApp chose no balances: nothing failed, nothing to say.
      if (read === 'unsupported') reportTokenBalanceUnavailable(context)
      return []
    }
    const balances = sortTokenBalances(
      read.filter((b) => b.chainId === network.caipNetworkId && b.quantity.decimals !== '0'),
    )
    store.setState({
      status: 'ready',
      balances,
      readAt: context.now(),
      retryBlockedUntil: undefined,
    })
    setAccount(context, namespace, { tokenBalance: balances })
    return balances
  } catch (error) {
    if (!stillCurrent()) return []
    store.setState({ status: 'error', balances: [], readAt: undefined })
    reportTokenBalanceUnavailable(context, error)
    return []
  }
}

/** the `fetchTokenBalances` action. */
export type FetchTokenBalancesErrorType = TokenBalanceUnavailableError
