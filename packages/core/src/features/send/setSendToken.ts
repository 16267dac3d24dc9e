import type { PorticoContext } from '../../context.js'
import type { SendState } from '../../state/types.js'
import type { ApiBalance } from '../account/readApiBalance.js'

/** The token of a send (spec §3 "Send state": address, symbol, quantity.decimals). */
export type SendToken = NonNullable<SendState['token']>

/**
 * Picks the token to send, from the account's balances (spec §3 "Token balance"); undefined
 * clears it. The amount and receiver stay.
 */
export function setSendToken(context: PorticoContext, balance: ApiBalance | undefined): void {
  context.stores.send.setState({
    token: balance && {
      address: balance.address,
      symbol: balance.symbol,
      quantity: { decimals: Number(balance.quantity.decimals), numeric: balance.quantity.numeric },
    },
  })
}
