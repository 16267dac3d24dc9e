import { formatBalance } from '../../amounts/formatBalance.js'
import { BALANCE_NAMESPACES, NATIVE_BALANCE_CACHE_TTL_MS } from '../../constants.js'
import type { PorticoContext } from '../../context.js'
import { reportTokenBalanceUnavailable } from '../activity/reportTokenBalanceUnavailable.js'
import { adapterForNamespace } from '../connect/adapterForConnector.js'
import { getActiveAccount } from '../connect/getAccount.js'
import { setAccount } from '../connect/setAccount.js'

/**
 * Reads the active account's native balance and stores it formatted (truncated to 3 decimals):
 * from the Portico API when one is configured (spec §7: it also gives the token balances), else —
 * or when the API cannot answer — through the adapter from the network's RPC. A value younger than
 * NATIVE_BALANCE_CACHE_TTL_MS (spec §9 "native balance 30 s") is reused unless `force`.
 */
export async function syncBalance(
  context: PorticoContext,
  parameters: { force?: boolean } = {},
): Promise<void> {
  const { activeNetwork, activeNamespace } = context.stores.chains.getState()
  const account = getActiveAccount(context)
  const adapter = adapterForNamespace(context, activeNamespace)
  if (account.status !== 'connected' || !account.address || !account.caipAddress || !adapter) return
  const key = account.caipAddress
  const cached = context.balanceCache.get(key)
  if (!parameters.force && cached && context.now() - cached.readAt < NATIVE_BALANCE_CACHE_TTL_MS) {
    setAccount(context, activeNamespace, { balance: cached.balance, balanceSymbol: cached.symbol })
    return
  }
  try {
    const address = account.address
    const { apiUrl } = context.stores.options.getState().options
    const fromApi =
      apiUrl && context.projectId && BALANCE_NAMESPACES.some((n) => n === activeNamespace)
        ? await context.requests
            .track(async () => {
              const { readApiBalance } = await import('./readApiBalance.js')
              return readApiBalance({
                apiUrl,
                projectId: context.projectId,
                address,
                network: activeNetwork,
                forceUpdate: Boolean(parameters.force),
                inFlight: context.reads,
              })
            })
            .catch(() => undefined) // An API that cannot answer: the network's RPC still can.
        : undefined
    if (fromApi && getActiveAccount(context).caipAddress === key)
      setAccount(context, activeNamespace, { tokenBalance: fromApi.balances })
    const { value, decimals, symbol } =
      fromApi?.native ??
      (await context.requests.track(() => adapter.getBalance({ address, network: activeNetwork })))
    const balance = formatBalance({ value, decimals })
    context.balanceCache.set(key, { readAt: context.now(), balance, symbol })
    // The account may have changed while the balance was read.
    if (getActiveAccount(context).caipAddress === key)
      setAccount(context, activeNamespace, { balance, balanceSymbol: symbol })
  } catch (error) {
    // The address stays usable meanwhile. Spec §8: the toast 'Token Balance Unavailable', and the
    // Tokens tab asks nothing for 30 s.
    setAccount(context, activeNamespace, { balance: undefined, balanceSymbol: undefined })
    if (getActiveAccount(context).caipAddress === key) reportTokenBalanceUnavailable(context, error)
  }
}
