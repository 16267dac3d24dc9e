import { formatTokenAmount } from '../../amounts/formatTokenAmount.js'
import { quantityToBaseUnits } from '../../amounts/quantityToBaseUnits.js'
import { quantityValueUsd } from '../../amounts/quantityValueUsd.js'
import type { PorticoContext } from '../../context.js'
import { NetworkNotSupportedError } from '../../errors/network.js'
import type { ApiBalance } from '../account/readApiBalance.js'
import { getActiveAccount } from '../connect/getAccount.js'
import { fetchSendTokenBalances } from '../send/fetchSendTokenBalances.js'
import { toConvertApiError } from './errors.js'
import { fetchSwapQuote } from './fetchSwapQuote.js'
import { isSwapNetwork } from './isSwapNetwork.js'
import type { SwapToken } from './SwapState.js'
import { sortSwapTokens } from './sortSwapTokens.js'
import { swapApiParameters } from './swapApi.js'
import { swapSession } from './swapSession.js'
import { isNativeSwapToken, swapTokenContract } from './swapTokenAddress.js'

/** The balance of a swap token among the account's balances (native: the one without address). */
function balanceOf(token: { address: string }, balances: readonly ApiBalance[]) {
  if (isNativeSwapToken(token.address)) return balances.find((b) => !b.address)
  const contract = swapTokenContract(token.address)
  return balances.find((b) => b.address && swapTokenContract(b.address) === contract)
}

/**
 * Prepares the Swap view (docs/swaps-and-onramp.md): on a network without swaps (not eip155, or a
 * chain in neither SWAP_SUPPORTED_CHAIN_IDS nor SWAP_DEVNET_CHAIN_IDS, or one the API refuses)
 * status `unsupported` with spec §8's 'Network not supported'. Else status `loading`, then the
 * chain's swap tokens (`GET /v1/convert/tokens`) merged with the account's balances (as the send
 * flow reads them, `fetchSendTokenBalances`) and USD prices (`POST /v1/fungible/price`, else the
 * balance API's): quantity exact, value = quantity × price; held tokens first by value, then by
 * symbol. The source defaults to the native currency; picks that are still listed are kept. A
 * call while the same account and network are initializing reuses that initialization. Never
 * rejects: a failure is status `error` with `error`. Resolves with the tokens.
 */
export function initializeSwap(context: PorticoContext): Promise<readonly SwapToken[]> {
  const { activeNetwork } = context.stores.chains.getState()
  const key = `${getActiveAccount(context).caipAddress ?? ''}|${activeNetwork.caipNetworkId}`
  const session = swapSession(context)
  if (session.initializing?.key === key) return session.initializing.promise
  const promise = initialize(context, key).finally(() => {
    if (session.initializing?.promise === promise) session.initializing = undefined
  })
  session.initializing = { key, promise }
  return promise
}

async function initialize(context: PorticoContext, key: string): Promise<readonly SwapToken[]> {
  const store = context.stores.swap
  const network = context.stores.chains.getState().activeNetwork
  const current = () =>
    `${getActiveAccount(context).caipAddress ?? ''}|${
      context.stores.chains.getState().activeNetwork.caipNetworkId
    }` === key
  if (!isSwapNetwork(network)) {
    store.setState({
      status: 'unsupported',
      tokens: [],
      error: new NetworkNotSupportedError({
        details: `Swaps are not offered on ${network.caipNetworkId}`,
      }),
    })
    return []
  }
  store.setState({ status: 'loading', error: undefined })
  try {
    const api = swapApiParameters(context)
    const { readConvertTokens, readFungiblePrices } = await import('./convertApi.js')
    const [listed, balances] = await Promise.all([
      context.requests.track(() => readConvertTokens({ ...api, chainId: network.caipNetworkId })),
      // The account's balances as the send flow reads them; none without an account or on failure.
      fetchSendTokenBalances(context).catch((): ApiBalance[] => []),
    ])
    const prices = await context.requests
      .track(() => readFungiblePrices({ ...api, addresses: listed.map((t) => t.address) }))
      .catch(() => new Map<string, number>())
    const tokens = sortSwapTokens(
      listed.map((token) => {
        const balance = balanceOf(token, balances)
        const quantity = balance
          ? formatTokenAmount(
              quantityToBaseUnits(balance.quantity.numeric, token.decimals),
              token.decimals,
            )
          : '0'
        const price = prices.get(token.address.toLowerCase()) ?? balance?.price ?? 0
        return {
          name: token.name,
          symbol: token.symbol,
          address: token.address,
          decimals: token.decimals,
          logoUri: token.logoUri,
          price,
          quantity,
          value: quantityValueUsd(quantity, price),
        }
      }),
    )
    if (!current()) return tokens
    const state = store.getState()
    const find = (token: SwapToken | undefined) =>
      token && tokens.find((t) => t.address.toLowerCase() === token.address.toLowerCase())
    const sourceToken = find(state.sourceToken) ?? tokens.find((t) => isNativeSwapToken(t.address))
    const toToken = find(state.toToken)
    store.setState({
      status: 'ready',
      tokens,
      sourceToken,
      toToken: toToken && toToken.address !== sourceToken?.address ? toToken : undefined,
      error: undefined,
    })
    if (sourceToken && toToken && state.sourceTokenAmount) void fetchSwapQuote(context)
    return tokens
  } catch (error) {
    if (!current()) return []
    const reported = toConvertApiError(error, 'Error fetching swap tokens')
    store.setState({
      status: reported instanceof NetworkNotSupportedError ? 'unsupported' : 'error',
      tokens: [],
      error: reported,
    })
    return []
  }
}
