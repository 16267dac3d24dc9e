import { describe, expect, it } from 'vitest'
import { ExecutionRevertedError, InsufficientFundsError, NonceTooLowError } from './node.js'
import { PorticoError } from './PorticoError.js'
import {
  AtomicityNotSupportedError,
  ChainDisconnectedError,
  SwitchChainError,
  UnauthorizedProviderError,
  UserRejectedRequestError,
} from './provider.js'
import {
  InternalRpcError,
  LimitExceededRpcError,
  MethodNotFoundRpcError,
  ParseRpcError,
  RpcError,
  RpcRequestError,
  TransactionRejectedRpcError,
} from './rpc.js'
import { toRpcError } from './toRpcError.js'

class ProviderRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message)
  }
}

describe('toRpcError — spec §8 "JSON-RPC codes", "Provider codes"', () => {
  it.each([
    [
      'an EIP-1193 error object',
      { code: 4001, message: 'User rejected' },
      UserRejectedRequestError,
    ],
    ['an EIP-1193 Error', new ProviderRpcError(4100, 'Unauthorized'), UnauthorizedProviderError],
    ['4901', { code: 4901, message: 'Chain disconnected' }, ChainDisconnectedError],
    [
      '4902 (unrecognised chain)',
      { code: 4902, message: 'Unrecognized chain ID "0x7a6a"' },
      SwitchChainError,
    ],
    ['5760', { code: 5760, message: 'atomic required' }, AtomicityNotSupportedError],
    [
      'a JSON-RPC response',
      { jsonrpc: '2.0', id: 1, error: { code: -32601, message: 'Method not found' } },
      MethodNotFoundRpcError,
    ],
    ['-32700', { code: -32700, message: 'Parse error' }, ParseRpcError],
    ['-32603', { code: -32603, message: 'Internal error' }, InternalRpcError],
    ['-32005', { code: -32005, message: 'rate limit' }, LimitExceededRpcError],
    [
      'an error wrapping an EIP-1193 error',
      new Error('request failed', { cause: { code: 4001, message: 'denied' } }),
      UserRejectedRequestError,
    ],
    ['an unknown code', { code: 1234, message: 'strange' }, RpcRequestError],
    ['no code', new Error('socket hang up'), RpcRequestError],
    ['a string', 'boom', RpcRequestError],
    ['nothing', undefined, RpcRequestError],
    ['a non-integer code', { code: 1.5, message: 'x' }, RpcRequestError],
    ['a code without a message', { code: 4001 }, UserRejectedRequestError],
  ])('%s', (_case, input, ErrorClass) => {
    const error = toRpcError(input)
    expect(error).toBeInstanceOf(ErrorClass)
    expect(error).toBeInstanceOf(RpcError)
    expect(error.cause).toBe(input)
  })

  it('keeps the message as details, the data, and an unknown code', () => {
    const error = toRpcError({ code: 1234, message: 'strange', data: '0xdead' }) as RpcRequestError
    expect(error.shortMessage).toBe('RPC Request failed.')
    expect(error.details).toBe('strange')
    expect(error.data).toBe('0xdead')
    expect(error.code).toBe(1234)
    expect(error.message).toMatchInlineSnapshot(`
      "RPC Request failed.

      Details: strange"
    `)
  })

  it.each([
    [
      'anvil eth_call revert (code 3)',
      { code: 3, message: 'execution reverted: boom', data: '0x08c379a0' },
      ExecutionRevertedError,
      RpcRequestError,
    ],
    [
      'anvil nonce too low (-32003)',
      { code: -32003, message: 'nonce too low' },
      NonceTooLowError,
      TransactionRejectedRpcError,
    ],
    [
      'anvil insufficient funds (-32003)',
      { code: -32003, message: 'Insufficient funds for gas * price + value' },
      InsufficientFundsError,
      TransactionRejectedRpcError,
    ],
  ])('a node message wins over the code: %s', (_case, input, NodeErrorClass, RpcErrorClass) => {
    const error = toRpcError(input)
    expect(error).toBeInstanceOf(NodeErrorClass)
    expect(error.cause).toBeInstanceOf(RpcErrorClass)
    expect((error.cause as RpcError).cause).toBe(input)
  })

  it('a provider code wins over a message that reads like a node’s', () => {
    expect(toRpcError({ code: 4001, message: 'nonce too low' })).toBeInstanceOf(
      UserRejectedRequestError,
    )
  })

  it('returns Portico RPC and node errors as they are', () => {
    const rpc = new UserRejectedRequestError()
    const node = new NonceTooLowError()
    expect(toRpcError(rpc)).toBe(rpc)
    expect(toRpcError(node)).toBe(node)
    expect(toRpcError(new PorticoError('x'))).toBeInstanceOf(RpcRequestError)
  })
})
