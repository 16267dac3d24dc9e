import { GAS_ESTIMATION_NAMESPACES } from '../../constants.js'
import type { PorticoContext } from '../../context.js'
import type { NoRpcUrlError } from '../../errors/network.js'
import type { ToRpcErrorReturnType } from '../../errors/toRpcError.js'
import { adapterForNamespace } from '../connect/adapterForConnector.js'
import { getActiveAccount } from '../connect/getAccount.js'
import { evmTransferOf } from './sendTokensTransfer.js'

export type EstimateSendGasParameters = {
  /** Estimate for this amount instead of the send state's (e.g. '0' to reserve gas for "max"). */
  amount?: string | undefined
}

/** A send's gas estimate and its fee in the native currency's smallest unit. */
export type EstimateSendGasReturnType =
  | { gas: bigint; gasPrice: bigint; fee: bigint; decimals: number; symbol: string }
  | undefined

/**
 * Estimates the gas of the send in the send state on the active network's RPC (spec §5: gas
 * estimation only for EVM), with its network fee (gas × the most the wallet pays per gas). The
 * receiver defaults to the account itself while none is set. Undefined outside EVM, without a
 * token or account, or when the adapter cannot estimate; rejects as the node does (e.g. an
 * ERC-20 transfer above the balance reverts).
 */
export async function estimateSendGas(
  context: PorticoContext,
  parameters: EstimateSendGasParameters = {},
): Promise<EstimateSendGasReturnType> {
  const { activeNamespace, activeNetwork } = context.stores.chains.getState()
  if (!(GAS_ESTIMATION_NAMESPACES as readonly string[]).includes(activeNamespace)) return undefined
  const { token, sendTokenAmount, receiverAddress } = context.stores.send.getState()
  const { address } = getActiveAccount(context)
  const adapter = adapterForNamespace(context, activeNamespace)
  if (!token || !address || !adapter?.estimateGas) return undefined
  const { transaction } = evmTransferOf({
    token,
    amount: parameters.amount ?? sendTokenAmount ?? '0',
    receiver: receiverAddress ?? address,
  })
  const estimateGas = adapter.estimateGas.bind(adapter)
  const { gas, gasPrice } = await context.requests.track(() =>
    estimateGas({ network: activeNetwork, from: address, transaction }),
  )
  return {
    gas,
    gasPrice,
    fee: gas * gasPrice,
    decimals: activeNetwork.nativeCurrency.decimals,
    symbol: activeNetwork.nativeCurrency.symbol,
  }
}

/** the `estimateSendGas` action: the network's RPC failed or has no URL. */
export type EstimateSendGasErrorType = NoRpcUrlError | ToRpcErrorReturnType
