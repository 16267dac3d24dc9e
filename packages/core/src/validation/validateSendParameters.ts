import { GAS_ESTIMATION_NAMESPACES, SEND_NAMESPACES } from '../constants.js'
import {
  SendAmountAndReceiverRequiredError,
  SendChainRequiredError,
  SendTokenRequiredError,
  SendUnsupportedChainError,
} from '../features/send/errors.js'

export type ValidateSendParametersParameters<token> = {
  /** The amount to send, in whole tokens (`sendTokenAmount`). */
  amount: string | number | null | undefined
  receiverAddress: string | null | undefined
  token: token | null | undefined
  /** Namespace of the active chain. */
  chainNamespace: string | null | undefined
}

export type ValidateSendParametersReturnType<token> = {
  amount: string | number
  receiverAddress: string
  token: token
  chainNamespace: 'eip155' | 'solana'
  /** Gas is estimated for EVM sends only (spec §5). */
  estimateGas: boolean
}

function isPositiveAmount(amount: string | number | null | undefined): amount is string | number {
  if (amount === null || amount === undefined) return false
  if (typeof amount === 'string' && amount.trim() === '') return false
  const value = Number(amount)
  return Number.isFinite(value) && value > 0
}

/**
 * Checks a send before it starts (spec §5), in this order: an amount and a receiver address
 * ('An amount and receiver address are required'; an amount that is not a positive number counts
 * as missing), a token ('A token is required'), an active chain namespace, and a namespace that
 * supports sending — eip155 or solana, else 'Unsupported chain'. Says whether to estimate gas.
 */
export function validateSendParameters<token>({
  amount,
  receiverAddress,
  token,
  chainNamespace,
}: ValidateSendParametersParameters<token>): ValidateSendParametersReturnType<token> {
  if (!isPositiveAmount(amount) || !receiverAddress?.trim())
    throw new SendAmountAndReceiverRequiredError()
  if (token === null || token === undefined) throw new SendTokenRequiredError()
  if (!chainNamespace) throw new SendChainRequiredError()
  if (!isSendNamespace(chainNamespace)) throw new SendUnsupportedChainError(chainNamespace)
  const estimateGas = (GAS_ESTIMATION_NAMESPACES as readonly string[]).includes(chainNamespace)
  return { amount, receiverAddress, token, chainNamespace, estimateGas }
}

function isSendNamespace(namespace: string): namespace is (typeof SEND_NAMESPACES)[number] {
  return (SEND_NAMESPACES as readonly string[]).includes(namespace)
}
