import { describe, expect, it } from 'vitest'
import {
  ExecutionRevertedError,
  FeeCapTooHighError,
  FeeCapTooLowError,
  InsufficientFundsError,
  IntrinsicGasTooHighError,
  IntrinsicGasTooLowError,
  NodeError,
  NonceMaxValueError,
  NonceTooHighError,
  NonceTooLowError,
  TipAboveFeeCapError,
  TransactionTypeNotSupportedError,
} from './node.js'
import { parseNodeError } from './parseNodeError.js'

// Messages as nodes send them; the anvil ones were taken from anvil 1.x answers on the devnet.
describe('parseNodeError — spec §8 "Node error classes"', () => {
  it.each([
    ['execution reverted', 'execution reverted', ExecutionRevertedError],
    ['execution reverted', 'execution reverted: boom', ExecutionRevertedError],
    ['execution reverted', 'execution reverted: custom error 0x1425ea42', ExecutionRevertedError],
    [
      'execution reverted',
      "VM Exception while processing transaction: reverted with reason string 'Not owner'",
      ExecutionRevertedError,
    ],
    [
      'execution reverted',
      'VM Exception while processing transaction: revert Ownable: caller is not the owner',
      ExecutionRevertedError,
    ],
    ['fee cap too high', 'max fee per gas higher than 2^256-1', FeeCapTooHighError],
    ['fee cap too high', 'fee cap higher than 2^256-1', FeeCapTooHighError],
    ['fee cap too low', 'max fee per gas less than block base fee', FeeCapTooLowError],
    [
      'fee cap too low',
      'max fee per gas less than block base fee: address 0xf39F, maxFeePerGas: 1, baseFee: 875000000',
      FeeCapTooLowError,
    ],
    ['fee cap too low', 'transaction is outdated', FeeCapTooLowError],
    ['nonce too high', 'nonce too high', NonceTooHighError],
    ['nonce too high', 'nonce too high: address 0xf39F, tx: 9 state: 3', NonceTooHighError],
    ['nonce too low', 'nonce too low', NonceTooLowError],
    ['nonce too low', 'nonce too low: address 0xf39F, tx: 0 state: 1', NonceTooLowError],
    ['nonce too low', 'transaction already imported', NonceTooLowError],
    ['nonce too low', 'already known', NonceTooLowError],
    ['nonce max', 'nonce has max value', NonceMaxValueError],
    ['insufficient funds', 'Insufficient funds for gas * price + value', InsufficientFundsError],
    [
      'insufficient funds',
      'insufficient funds for gas * price + value: address 0xf39F have 0 want 100',
      InsufficientFundsError,
    ],
    [
      'insufficient funds',
      "sender doesn't have enough funds: exceeds transaction sender account balance",
      InsufficientFundsError,
    ],
    [
      'intrinsic gas too high',
      'intrinsic gas too high -- tx.gas_limit > env.block.gas_limit',
      IntrinsicGasTooHighError,
    ],
    ['intrinsic gas too high', 'exceeds block gas limit', IntrinsicGasTooHighError],
    ['intrinsic gas too low', 'intrinsic gas too low', IntrinsicGasTooLowError],
    [
      'intrinsic gas too low',
      'intrinsic gas too low: have 256, want 21000',
      IntrinsicGasTooLowError,
    ],
    [
      'unsupported transaction type',
      'transaction type not supported',
      TransactionTypeNotSupportedError,
    ],
    [
      'unsupported transaction type',
      'transaction type not valid',
      TransactionTypeNotSupportedError,
    ],
    [
      'tip above fee cap',
      'max priority fee per gas higher than max fee per gas',
      TipAboveFeeCapError,
    ],
    [
      'tip above fee cap',
      'max priority fee per gas higher than max fee per gas: address 0xf39F, maxPriorityFeePerGas: 2, maxFeePerGas: 1',
      TipAboveFeeCapError,
    ],
    ['tip above fee cap', 'tip higher than fee cap', TipAboveFeeCapError],
  ])('%s: %s', (_rule, message, ErrorClass) => {
    const error = parseNodeError(message)
    expect(error).toBeInstanceOf(ErrorClass)
    expect(error).toBeInstanceOf(NodeError)
    expect(error?.details).toBe(message)
  })

  it.each([
    ['execution reverted: boom', 'boom'],
    ['execution reverted: custom error 0x1425ea42', 'custom error 0x1425ea42'],
    ['execution reverted', undefined],
    ['execution reverted: ', undefined],
    // A contract's reason may contain a node's wording; the revert wins.
    ['execution reverted: nonce too low', 'nonce too low'],
    [
      "VM Exception while processing transaction: reverted with reason string 'Not owner'",
      'Not owner',
    ],
    [
      'VM Exception while processing transaction: revert Ownable: caller is not the owner',
      'Ownable: caller is not the owner',
    ],
  ])('the revert reason of %j is %j', (message, reason) => {
    const error = parseNodeError(message)
    expect(error).toBeInstanceOf(ExecutionRevertedError)
    expect((error as ExecutionRevertedError).reason).toBe(reason)
  })

  it.each([['User rejected the request.'], ['Method not found'], ['header not found'], ['']])(
    '%j is no node error',
    (message) => {
      expect(parseNodeError(message)).toBeUndefined()
    },
  )

  it('keeps the cause', () => {
    const cause = { code: -32003, message: 'nonce too low' }
    expect(parseNodeError('nonce too low', { cause })?.cause).toBe(cause)
  })

  it('each class has its message', () => {
    expect(
      [
        'execution reverted: boom',
        'execution reverted',
        'max fee per gas higher than 2^256-1',
        'max fee per gas less than block base fee',
        'nonce too high',
        'nonce too low',
        'nonce has max value',
        'insufficient funds for gas * price + value',
        'intrinsic gas too high',
        'intrinsic gas too low',
        'transaction type not supported',
        'max priority fee per gas higher than max fee per gas',
      ].map((message) => parseNodeError(message)?.shortMessage),
    ).toMatchInlineSnapshot(`
      [
        "Execution reverted with reason: boom.",
        "Execution reverted for an unknown reason.",
        "The fee cap (maxFeePerGas) cannot be higher than the maximum allowed value (2^256-1).",
        "The fee cap (maxFeePerGas) cannot be lower than the block base fee.",
        "Nonce provided for the transaction is higher than the next one expected.",
        "Nonce provided for the transaction is lower than the current nonce of the account.",
        "Nonce provided for the transaction exceeds the maximum allowed nonce.",
        "The total cost (gas * gas fee + value) of executing this transaction exceeds the balance of the account.",
        "The amount of gas provided for the transaction exceeds the limit allowed for the block.",
        "The amount of gas provided for the transaction is too low.",
        "The transaction type is not supported for this chain.",
        "The provided tip (maxPriorityFeePerGas) cannot be higher than the fee cap (maxFeePerGas).",
      ]
    `)
  })
})
