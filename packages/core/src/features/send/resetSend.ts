import type { PorticoContext } from '../../context.js'

/**
 * Resets every send field (spec §4 "Token send: … reset all send fields"): token, amount,
 * receiver and its profile, network balance, token balances and loading.
 */
export function resetSend(context: PorticoContext): void {
  context.stores.send.setState({
    token: undefined,
    sendTokenAmount: undefined,
    receiverAddress: undefined,
    receiverProfileName: undefined,
    receiverProfileImageUrl: undefined,
    networkBalanceInUSD: undefined,
    tokenBalances: [],
    loading: false,
  })
}
