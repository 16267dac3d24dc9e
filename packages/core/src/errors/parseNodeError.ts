import {
  ExecutionRevertedError,
  FeeCapTooHighError,
  FeeCapTooLowError,
  InsufficientFundsError,
  IntrinsicGasTooHighError,
  IntrinsicGasTooLowError,
  type NodeError,
  NonceMaxValueError,
  NonceTooHighError,
  NonceTooLowError,
  TipAboveFeeCapError,
  TransactionTypeNotSupportedError,
} from './node.js'
import type { PorticoErrorParameters } from './PorticoError.js'

/**
 * Checked in this order, after the revert: a revert reason is the contract's free text and may read
 * like any of these ('execution reverted: nonce too low').
 */
const NODE_ERRORS = [
  FeeCapTooHighError,
  FeeCapTooLowError,
  NonceTooHighError,
  NonceTooLowError,
  NonceMaxValueError,
  InsufficientFundsError,
  IntrinsicGasTooHighError,
  IntrinsicGasTooLowError,
  TransactionTypeNotSupportedError,
  TipAboveFeeCapError,
] as const

const REVERT_REASON = [
  /execution reverted:\s*(.+)$/is,
  /reverted with reason string '(.*)'/is,
  /VM Exception while processing transaction: revert\s+(.+)$/is,
]

function revertReason(message: string): string | undefined {
  for (const pattern of REVERT_REASON) {
    const reason = pattern.exec(message)?.[1]?.trim()
    if (reason) return reason
  }
  return undefined
}

/**
 * Recognises an Ethereum node's error message (geth, anvil, hardhat wording) and returns the
 * matching node error class of spec §8, or undefined when the message is none of them.
 *
 * @example parseNodeError('execution reverted: boom')?.shortMessage // 'Execution reverted with reason: boom.'
 */
export function parseNodeError(
  message: string,
  parameters: Omit<PorticoErrorParameters, 'details'> = {},
): NodeError | undefined {
  const details = message
  if (ExecutionRevertedError.nodeMessage.test(message))
    return new ExecutionRevertedError({ ...parameters, details, reason: revertReason(message) })
  const NodeErrorClass = NODE_ERRORS.find((candidate) => candidate.nodeMessage.test(message))
  return NodeErrorClass ? new NodeErrorClass({ ...parameters, details }) : undefined
}
