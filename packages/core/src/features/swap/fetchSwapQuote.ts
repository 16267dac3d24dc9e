import { formatTokenAmount } from '../../amounts/formatTokenAmount.js'
import { quantityToBaseUnits } from '../../amounts/quantityToBaseUnits.js'
import { tokenValueUsd } from '../../amounts/tokenValueUsd.js'
import { tryParseTokenAmount } from '../../amounts/tryParseTokenAmount.js'
import { SWAP_DEFAULT_APPROVAL_GAS, SWAP_DEFAULT_GAS } from '../../constants.js'
import type { PorticoContext } from '../../context.js'
import type { NetworkNotSupportedError } from '../../errors/network.js'
import { getActiveAccount } from '../connect/getAccount.js'
import type { ConvertApiError, SwapApiNotConfiguredError } from './errors.js'
import { getConvertApiError, toConvertApiError } from './errors.js'
import { isSwapNetwork } from './isSwapNetwork.js'
import { swapNetworkFee } from './networkFee.js'
import { swapPriceImpact } from './priceImpact.js'
import type { SwapQuote, SwapState, SwapTransaction } from './SwapState.js'
import { minimumReceived } from './slippage.js'
import { swapApiParameters } from './swapApi.js'
import { swapSession } from './swapSession.js'
import { isNativeSwapToken } from './swapTokenAddress.js'

/** What a swap without a quote shows. */
const NO_QUOTE = {
  quote: undefined,
  toTokenAmount: '',
  networkFee: undefined,
  approvalTransaction: undefined,
  loadingQuote: false,
} satisfies Partial<SwapState>

/**
 * The source amount of the swap state in base units, and whether the account holds less:
 * undefined when there is no source token or the amount is empty, not a decimal of the token, or 0.
 */
export function swapSourceAmount(
  state: Pick<SwapState, 'sourceToken' | 'sourceTokenAmount'>,
): { amount: bigint; insufficientBalance: boolean } | undefined {
  const { sourceToken, sourceTokenAmount } = state
  if (!sourceToken) return undefined
  const amount = tryParseTokenAmount(sourceTokenAmount, sourceToken.decimals)
  if (amount === undefined || amount <= 0n) return undefined
  const balance = quantityToBaseUnits(sourceToken.quantity, sourceToken.decimals)
  return { amount, insufficientBalance: amount > balance }
}

/**
 * Quotes the swap of the swap state (docs/swaps-and-onramp.md): the chain's gas price, then
 * `GET /v1/convert/quotes`; sets `toTokenAmount` and `quote` (provider, fee, price impact and the
 * minimum received at the state's slippage), for an ERC-20 source the approval when the allowance
 * is short (`GET allowance`, then `GET build-approve` for the amount → `approvalTransaction`), and
 * the network fee: the swap's estimate (`POST build-transaction`, disableEstimate false) when no
 * approval is needed, else gas price × (the approval's gas + SWAP_DEFAULT_GAS); in USD at the
 * native price. `inputError` is insufficientBalance when the account holds less than the amount,
 * insufficientLiquidity when the provider refuses the pair or quotes 0. The request in flight
 * before this one is aborted, and an answer that is no longer current is ignored. Without two
 * tokens and an amount the quote is cleared. Never rejects: other failures set `error`. Resolves
 * with the quote stored, or undefined.
 */
export async function fetchSwapQuote(context: PorticoContext): Promise<SwapQuote | undefined> {
  const store = context.stores.swap
  const session = swapSession(context)
  session.quote?.abort()
  const controller = new AbortController()
  session.quote = controller
  const isCurrent = () => session.quote === controller && !controller.signal.aborted

  const state = store.getState()
  const { sourceToken, toToken, slippage, tokens } = state
  const source = swapSourceAmount(state)
  const account = getActiveAccount(context)
  const { activeNetwork: network } = context.stores.chains.getState()
  const userAddress = account.caipAddress
  if (!sourceToken || !toToken || !source || !userAddress || !isSwapNetwork(network)) {
    store.setState({
      ...NO_QUOTE,
      inputError: source?.insufficientBalance ? 'insufficientBalance' : undefined,
    })
    return undefined
  }
  const { amount, insufficientBalance } = source
  const balanceError = insufficientBalance ? ('insufficientBalance' as const) : undefined
  store.setState({ loadingQuote: true, inputError: balanceError, error: undefined })
  try {
    const api = swapApiParameters(context, controller.signal)
    const convert = await import('./convertApi.js')
    const chainId = network.caipNetworkId
    const gasPrice = await convert.readConvertGasPrice({ ...api, chainId })
    const [best] = await convert.readConvertQuotes({
      ...api,
      amount,
      userAddress,
      from: sourceToken.address,
      to: toToken.address,
      gasPrice: gasPrice.standard,
    })
    const toAmount = best ? BigInt(best.toAmount) : 0n
    if (!best || toAmount === 0n) {
      if (isCurrent())
        store.setState({ ...NO_QUOTE, inputError: balanceError ?? 'insufficientLiquidity' })
      return undefined
    }
    // An ERC-20 source needs the provider's allowance first.
    let approvalTransaction: SwapTransaction | undefined
    let approvalGas = 0n
    if (!isNativeSwapToken(sourceToken.address)) {
      const allowance = await convert.readConvertAllowance({
        ...api,
        tokenAddress: sourceToken.address,
        userAddress,
      })
      if (allowance < amount) {
        const approve = await convert.buildConvertApprove({
          ...api,
          userAddress,
          from: sourceToken.address,
          to: toToken.address,
          amount,
        })
        approvalGas = approve.gas ?? SWAP_DEFAULT_APPROVAL_GAS
        approvalTransaction = {
          from: approve.from || userAddress,
          to: approve.to,
          data: approve.data,
          value: approve.value.toString(),
          gas: approve.gas?.toString(),
          gasPrice: approve.gasPrice?.toString(),
        }
      }
    }
    // The swap's own estimate needs the allowance in place and the balance to cover the amount.
    let gas = SWAP_DEFAULT_GAS + approvalGas
    let feeGasPrice = gasPrice.standard
    if (!approvalTransaction && !insufficientBalance) {
      const estimate = await convert
        .buildConvertTransaction({
          ...api,
          amount,
          slippage,
          from: sourceToken.address,
          to: toToken.address,
          userAddress,
          disableEstimate: false,
        })
        .catch(() => undefined)
      if (estimate?.gas) gas = estimate.gas
      if (estimate?.gasPrice) feeGasPrice = estimate.gasPrice
    }
    const native = tokens.find((t) => isNativeSwapToken(t.address))
    const quote: SwapQuote = {
      provider: best.provider,
      fromAmount: best.fromAmount,
      toAmount: best.toAmount,
      minimumReceived: minimumReceived(toAmount, slippage).toString(),
      fee: best.fee,
      priceImpact: swapPriceImpact({
        quoted: best.priceImpact,
        fromValueUsd: tokenValueUsd(amount, sourceToken.decimals, sourceToken.price),
        toValueUsd: tokenValueUsd(toAmount, toToken.decimals, toToken.price),
      }),
    }
    if (!isCurrent()) return undefined
    store.setState({
      quote,
      toTokenAmount: formatTokenAmount(toAmount, toToken.decimals),
      approvalTransaction,
      networkFee: swapNetworkFee({
        gas,
        gasPrice: feeGasPrice,
        nativeDecimals: network.nativeCurrency.decimals,
        nativePrice: native?.price ?? 0,
      }),
      loadingQuote: false,
      inputError: balanceError,
    })
    return quote
  } catch (error) {
    if (!isCurrent()) return undefined
    if (getConvertApiError(error)?.code === 'INSUFFICIENT_LIQUIDITY')
      store.setState({ ...NO_QUOTE, inputError: balanceError ?? 'insufficientLiquidity' })
    else
      store.setState({
        ...NO_QUOTE,
        inputError: balanceError,
        error: toConvertApiError(error, 'Error fetching swap quote'),
      })
    return undefined
  }
}

/** the `fetchSwapQuote` action. */
export type FetchSwapQuoteErrorType =
  | NetworkNotSupportedError
  | SwapApiNotConfiguredError
  | ConvertApiError
