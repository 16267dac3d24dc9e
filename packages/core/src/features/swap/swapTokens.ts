import type { PorticoContext } from '../../context.js'
import { NetworkNotSupportedError } from '../../errors/network.js'
import { PorticoError } from '../../errors/PorticoError.js'
import type { WalletErrorType } from '../../errors/toRpcError.js'
import { toRpcError } from '../../errors/toRpcError.js'
import type { InvalidTransactionHashError } from '../../errors/validation.js'
import { assertTransactionHash } from '../../validation/assertTransactionHash.js'
import { backToAccount } from '../account/backToAccount.js'
import { syncBalance } from '../account/syncBalance.js'
import { fetchTokenBalances } from '../activity/fetchTokenBalances.js'
import { notePendingTransaction } from '../activity/notePendingTransaction.js'
import { settlePendingTransactions } from '../activity/settlePendingTransactions.js'
import { reportError } from '../analytics/reportError.js'
import { getActiveAccount } from '../connect/getAccount.js'
import { showNotification } from '../modal/notifications.js'
import { sendingWallet } from '../send/sendTokensTransfer.js'
import type { ConvertApiError, SwapApiNotConfiguredError } from './errors.js'
import {
  SwapAllowanceTooLowError,
  SwapNotReadyError,
  SwapRevertedError,
  SwapWalletUnavailableError,
  toConvertApiError,
} from './errors.js'
import { swapSourceAmount } from './fetchSwapQuote.js'
import { isSwapNetwork } from './isSwapNetwork.js'
import { resetSwap } from './resetSwap.js'
import { swapApiParameters } from './swapApi.js'
import { isNativeSwapToken } from './swapTokenAddress.js'

/** The success toast of a swap. */
export const SWAP_SUCCESS_MESSAGE = 'Swap completed'

/** The hashes of a finished swap: its approval's (when one was sent) and the swap's. */
export type SwapTokensReturnType = { approvalHash?: string | undefined; hash: string }

/** Failures of the API are convert errors; the wallet's and the chain's keep their own words. */
function reportedError(error: unknown): PorticoError {
  if (error instanceof PorticoError) return error
  return toRpcError(error)
}

/**
 * Swaps the quoted amount (docs/swaps-and-onramp.md) through the active account's wallet (its
 * connector's adapter: `sendTransaction`, then `waitForTransaction`). When the quote needs an
 * approval, step `approving`: the wallet sends `approvalTransaction`, the receipt is awaited (a
 * revert fails) and the allowance is read again. Then step `swapping`: the swap is built
 * (`POST /v1/convert/build-transaction` with the state's slippage), sent, and its receipt awaited.
 * Each answer of the wallet must be a transaction hash (spec §5), else 'Invalid transaction hash'.
 * On success the toast 'Swap completed', the swap is reset, Account is shown (the views above it
 * cut) and the balances are read again. On failure an error toast with the wallet's or the API's
 * message; every field is kept, the step cleared, `error` set, and the PorticoError thrown.
 */
export async function swapTokens(context: PorticoContext): Promise<SwapTokensReturnType> {
  const store = context.stores.swap
  /** Set once the approval is mined and the allowance covers the amount. */
  let approved = false
  try {
    const state = store.getState()
    const { sourceToken, toToken, quote, slippage } = state
    const source = swapSourceAmount(state)
    const { activeNetwork: network } = context.stores.chains.getState()
    if (!sourceToken || !toToken || !quote || !source || state.inputError || state.loadingQuote)
      throw new SwapNotReadyError({
        details: state.inputError
          ? `The swap cannot go on: ${state.inputError}`
          : 'Two tokens, an amount and its quote are needed',
      })
    if (!isSwapNetwork(network))
      throw new NetworkNotSupportedError({ details: `No swaps on ${network.caipNetworkId}` })
    const { amount } = source
    const { address: from, connector, adapter } = sendingWallet(context)
    const userAddress = getActiveAccount(context).caipAddress
    if (
      !from ||
      !connector ||
      !userAddress ||
      !adapter?.sendTransaction ||
      !adapter.waitForTransaction
    )
      throw new SwapWalletUnavailableError({
        details: "The connected wallet's adapter cannot send transactions",
      })
    const sendTransaction = adapter.sendTransaction.bind(adapter)
    const waitForTransaction = adapter.waitForTransaction.bind(adapter)
    const api = swapApiParameters(context)
    const convert = await import('./convertApi.js')
    const fromWallet = { connector, network, from }
    store.setState({ error: undefined })

    let approvalHash: string | undefined
    const approval = state.approvalTransaction
    if (approval && !isNativeSwapToken(sourceToken.address)) {
      store.setState({ step: 'approving' })
      approvalHash = assertTransactionHash({
        namespace: 'eip155',
        hash: await sendTransaction({
          ...fromWallet,
          to: approval.to,
          data: approval.data as `0x${string}`,
          value: BigInt(approval.value),
          gas: approval.gas ? BigInt(approval.gas) : undefined,
        }),
      })
      notePendingTransaction(context, { hash: approvalHash, kind: 'approval' })
      const receipt = await waitForTransaction({ network, hash: approvalHash })
      settlePendingTransactions(context, { hashes: [approvalHash] })
      if (receipt.status === 'reverted') throw new SwapRevertedError('approving', approvalHash)
      const allowance = await convert
        .readConvertAllowance({ ...api, tokenAddress: sourceToken.address, userAddress })
        .catch((error: unknown) => {
          throw toConvertApiError(error, 'Error fetching swap allowance')
        })
      if (allowance < amount)
        throw new SwapAllowanceTooLowError({
          details: `Allowance ${allowance} is below the amount ${amount}`,
        })
      approved = true
    }

    store.setState({ step: 'swapping' })
    const swap = await convert.buildConvertTransaction({
      ...api,
      amount,
      slippage,
      from: sourceToken.address,
      to: toToken.address,
      userAddress,
      disableEstimate: false,
    })
    const hash = assertTransactionHash({
      namespace: 'eip155',
      hash: await sendTransaction({
        ...fromWallet,
        to: swap.to,
        data: swap.data,
        value: swap.value,
        gas: swap.gas,
      }),
    })
    notePendingTransaction(context, { hash, kind: 'swap' })
    const receipt = await waitForTransaction({ network, hash })
    settlePendingTransactions(context, { hashes: [hash] })
    if (receipt.status === 'reverted') throw new SwapRevertedError('swapping', hash)

    resetSwap(context)
    backToAccount(context)
    showNotification(context, { message: SWAP_SUCCESS_MESSAGE, variant: 'success' })
    void syncBalance(context, { force: true })
    void fetchTokenBalances(context, { force: true }).catch(() => undefined)
    return { approvalHash, hash }
  } catch (error) {
    const reported = reportedError(error)
    // An approval that went through is not asked again when the user retries.
    store.setState({
      step: undefined,
      error: reported,
      ...(approved ? { approvalTransaction: undefined } : {}),
    })
    showNotification(context, { message: reported.shortMessage, variant: 'error' })
    reportError(context, { event: 'SWAP_ERROR', error: reported })
    throw reported
  }
}

/** the `swapTokens` action. */
export type SwapTokensErrorType =
  | SwapNotReadyError
  | NetworkNotSupportedError
  | SwapApiNotConfiguredError
  | ConvertApiError
  | SwapAllowanceTooLowError
  | SwapRevertedError
  | SwapWalletUnavailableError
  | InvalidTransactionHashError
  | WalletErrorType
