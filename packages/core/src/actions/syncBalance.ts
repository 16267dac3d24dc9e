import { BALANCE_CACHE_TTL_MS } from '../constants.js'
import type { PorticoContext } from '../context.js'
import { formatBalance } from '../utils/formatBalance.js'
import { getActiveAccount } from './isConnected.js'
import { setAccount } from './setAccount.js'

/**
 * Reads the active account's native balance through its adapter and stores it formatted
 * (truncated to 3 decimals). A cached value younger than 30 s is reused unless `force` is set.
 */
export async function syncBalance(
  context: PorticoContext,
  parameters: { force?: boolean } = {},
): Promise<void> {
  const { activeNetwork, activeNamespace } = context.stores.chains.getState()
  const account = getActiveAccount(context)
  const adapter = context.adapters.get(activeNamespace)
  if (account.status !== 'connected' || !account.address || !account.caipAddress || !adapter) return
  const key = account.caipAddress
  const cached = context.balanceCache.get(key)
  if (!parameters.force && cached && context.now() - cached.readAt < BALANCE_CACHE_TTL_MS) {
    setAccount(context, activeNamespace, { balance: cached.balance, balanceSymbol: cached.symbol })
    return
  }
  try {
    const { value, decimals, symbol } = await context.requests.track(() =>
      adapter.getBalance({ address: account.address as string, network: activeNetwork }),
    )
    const balance = formatBalance({ value, decimals })
    context.balanceCache.set(key, { readAt: context.now(), balance, symbol })
    // The account may have changed while the balance was read.
    if (getActiveAccount(context).caipAddress === key)
      setAccount(context, activeNamespace, { balance, balanceSymbol: symbol })
  } catch {
    // Balance errors get their toast with the account issue; the address stays usable meanwhile.
    setAccount(context, activeNamespace, { balance: undefined, balanceSymbol: undefined })
  }
}
