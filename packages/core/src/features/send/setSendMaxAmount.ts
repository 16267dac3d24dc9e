import { formatTokenAmount } from '../../amounts/formatTokenAmount.js'
import { parseTokenAmount } from '../../amounts/parseTokenAmount.js'
import type { PorticoContext } from '../../context.js'
import type { EstimateSendGasErrorType } from './estimateSendGas.js'
import { estimateSendGas } from './estimateSendGas.js'
import { setSendTokenAmount } from './setSendTokenAmount.js'

/**
 * How many times a native transfer's estimated network fee "max" keeps back for gas: the fee per
 * gas can rise before the transaction is mined, and wallets reserve their own maximum fee.
 */
export const SEND_MAX_GAS_RESERVE_FACTOR = 2n

/**
 * The max button: sets the amount to the chosen token's whole balance. For the native currency on
 * EVM it leaves room for gas — the estimated fee of the transfer times
 * {@link SEND_MAX_GAS_RESERVE_FACTOR} — and rejects when the node cannot estimate it (a send of
 * the whole balance could not pay for gas). Where gas is not estimated (spec §5: EVM only) nothing
 * is kept back. Returns the amount set, or undefined without a token.
 */
export async function setSendMaxAmount(context: PorticoContext): Promise<string | undefined> {
  const { token } = context.stores.send.getState()
  if (!token) return undefined
  const { decimals } = token.quantity
  const balance = parseTokenAmount(token.quantity.numeric, decimals)
  let reserve = 0n
  if (!token.address) {
    const estimate = await estimateSendGas(context, { amount: '0' })
    if (estimate) reserve = estimate.fee * SEND_MAX_GAS_RESERVE_FACTOR
  }
  const amount = formatTokenAmount(balance > reserve ? balance - reserve : 0n, decimals)
  // The token may have changed while the fee was estimated.
  if (context.stores.send.getState().token !== token) return undefined
  setSendTokenAmount(context, amount)
  return amount
}

/** `portico.send.setMaxAmount()`: the node could not estimate the native transfer's gas. */
export type SetSendMaxAmountErrorType = EstimateSendGasErrorType
