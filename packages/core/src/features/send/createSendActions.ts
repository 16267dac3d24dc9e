import type { PorticoContext } from '../../context.js'
import { lazyFeature } from '../../instance/lazyFeature.js'
import type { ApiBalance } from '../account/readApiBalance.js'
import type {
  EstimateSendGasErrorType,
  EstimateSendGasParameters,
  EstimateSendGasReturnType,
} from './estimateSendGas.js'
import { resetSend } from './resetSend.js'
import type { ResolveReceiverErrorType, ResolveReceiverParameters } from './resolveReceiver.js'
import type { SendTokensErrorType, SendTokensReturnType } from './sendTokens.js'
import type { SetSendMaxAmountErrorType } from './setSendMaxAmount.js'
import { type SendReceiver, setSendReceiver } from './setSendReceiver.js'
import { setSendToken } from './setSendToken.js'
import { setSendTokenAmount } from './setSendTokenAmount.js'

/**
 * `portico.send`: sending tokens (docs/send-and-receive.md); state in `stores.send`. The fields
 * change at once; balances, names, gas and the send itself load on first use.
 */
export type SendActions = {
  /** Fills `stores.send.tokenBalances` with what the account can send on the active network. */
  fetchTokenBalances(): Promise<ApiBalance[]>
  /** Picks the token to send from `stores.send.tokenBalances` (undefined clears it). */
  setToken(parameters: { token: ApiBalance | undefined }): void
  /** Sets the amount to send, in whole tokens as typed ("1.5"). */
  setAmount(parameters: { amount: string | undefined }): void
  /** The max button: the whole balance, less room for gas for the native currency on EVM. */
  setMaxAmount(): Promise<string | undefined>
  /** Sets the receiver directly (address, and the name and avatar it was found by). */
  setReceiver(parameters: { receiver: SendReceiver | undefined }): void
  /** Sets the receiver from an address or a name, resolving names through the names API. */
  resolveReceiver(parameters: ResolveReceiverParameters): Promise<SendReceiver | undefined>
  /** The send's gas and network fee (EVM only); undefined elsewhere. */
  estimateGas(parameters?: EstimateSendGasParameters): Promise<EstimateSendGasReturnType>
  /** Sends the token of `stores.send`, then resets the send and shows Account. */
  sendTokens(): Promise<SendTokensReturnType>
  /** Resets every send field. */
  reset(): void
}

export function createSendActions(context: PorticoContext): SendActions {
  const send = lazyFeature(() => import('./sendModule.js'))
  return {
    fetchTokenBalances: () => send((m) => m.fetchSendTokenBalances(context)),
    setToken: ({ token }) => setSendToken(context, token),
    setAmount: ({ amount }) => setSendTokenAmount(context, amount),
    setMaxAmount: () => send((m) => m.setSendMaxAmount(context)),
    setReceiver: ({ receiver }) => setSendReceiver(context, receiver),
    resolveReceiver: (parameters) => send((m) => m.resolveReceiver(context, parameters)),
    estimateGas: (parameters) => send((m) => m.estimateSendGas(context, parameters)),
    sendTokens: () => send((m) => m.sendTokens(context)),
    reset: () => resetSend(context),
  }
}

/**
 * What each `portico.send` method throws, by method (docs/errors.md): `SendActionsErrorTypes['fetchTokenBalances']`
 * is the union of the PorticoError classes it can reject or throw with; `never` where the method
 * throws nothing (a failure it meets is kept in the feature's store for the view). The named types
 * are the actions' own (`<Action>ErrorType`, beside each action).
 */
export type SendActionsErrorTypes = {
  fetchTokenBalances: never
  setToken: never
  setAmount: never
  setMaxAmount: SetSendMaxAmountErrorType
  setReceiver: never
  resolveReceiver: ResolveReceiverErrorType
  estimateGas: EstimateSendGasErrorType
  sendTokens: SendTokensErrorType
  reset: never
}

export type { EstimateSendGasErrorType } from './estimateSendGas.js'
export type { ResolveReceiverErrorType } from './resolveReceiver.js'
export type { SendTokensErrorType } from './sendTokens.js'
export type { SetSendMaxAmountErrorType } from './setSendMaxAmount.js'
