import { type ApiBalance, isApiBalance, type SendToken } from '@portico/core/internal'
import { usePortico } from '../../hooks/usePortico.js'
import { useStoreState } from '../../hooks/useStoreState.js'

/**
 * The token chosen for the send, with its entry of the send's token balances (name, icon, price)
 * when the balances have it.
 */
export function useSendToken(): { token: SendToken | undefined; balance: ApiBalance | undefined } {
  const portico = usePortico()
  const token = useStoreState(portico.stores.send, (s) => s.token)
  const balances = useStoreState(portico.stores.send, (s) => s.tokenBalances)
  const balance = token
    ? balances.filter(isApiBalance).find((b) => b.address === token.address)
    : undefined
  return { token, balance }
}
