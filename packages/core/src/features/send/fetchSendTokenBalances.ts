import { formatTokenAmount } from '../../amounts/formatTokenAmount.js'
import type { PorticoContext } from '../../context.js'
import { isApiBalance } from '../../validation/isApiBalance.js'
import type { ApiBalance } from '../account/readApiBalance.js'
import { syncBalance } from '../account/syncBalance.js'
import { adapterForNamespace } from '../connect/adapterForConnector.js'
import { getActiveAccount } from '../connect/getAccount.js'

/**
 * Fills the send state's `tokenBalances` with what the active account can send on the active
 * network: the account's token balances (spec §3; `syncBalance` stores them from the API) of this
 * network with well-formed, non-zero decimals, the native currency first — read exactly through
 * the adapter when the API gave none. `networkBalanceInUSD` is the native balance's value. A
 * chosen token the account no longer holds is cleared. Returns the balances.
 */
export async function fetchSendTokenBalances(context: PorticoContext): Promise<ApiBalance[]> {
  await syncBalance(context)
  const { activeNetwork, activeNamespace } = context.stores.chains.getState()
  const account = getActiveAccount(context)
  if (account.status !== 'connected' || !account.address) return []
  const held = (account.tokenBalance ?? []).filter(
    (item): item is ApiBalance =>
      isApiBalance(item) &&
      item.chainId === activeNetwork.caipNetworkId &&
      item.quantity.decimals !== '0',
  )
  let native = held.find((item) => !item.address)
  if (!native) {
    const adapter = adapterForNamespace(context, activeNamespace)
    const read = await adapter
      ?.getBalance({ address: account.address, network: activeNetwork })
      .catch(() => undefined)
    if (read)
      native = {
        name: activeNetwork.nativeCurrency.name,
        symbol: read.symbol,
        chainId: activeNetwork.caipNetworkId,
        quantity: {
          decimals: String(read.decimals),
          numeric: formatTokenAmount(read.value, read.decimals),
        },
        // Read from the RPC: no price, so no value (not 0 as if worthless).
        iconUrl: '',
      }
  }
  const tokens = held.filter((item) => item.address)
  const balances = native ? [native, ...tokens] : tokens
  // The account or network may have changed while the balances were read.
  if (getActiveAccount(context).address !== account.address) return balances
  const { token } = context.stores.send.getState()
  const chosen = token && balances.find((b) => b.address === token.address)
  context.stores.send.setState({
    tokenBalances: balances,
    networkBalanceInUSD: native?.value === undefined ? undefined : String(native.value),
    // The chosen token, with its current balance; dropped when the account no longer holds it.
    token: chosen
      ? {
          ...token,
          quantity: {
            decimals: Number(chosen.quantity.decimals),
            numeric: chosen.quantity.numeric,
          },
        }
      : undefined,
  })
  return balances
}
