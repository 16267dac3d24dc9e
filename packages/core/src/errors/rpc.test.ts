import { describe, expect, it } from 'vitest'
import { PorticoError } from './PorticoError.js'
import {
  AtomicityNotSupportedError,
  AtomicUpgradeRejectedError,
  BundleTooLargeError,
  ChainDisconnectedError,
  DuplicateBundleIdError,
  PROVIDER_RPC_ERRORS,
  ProviderDisconnectedError,
  RpcMethodNotAllowedError,
  SwitchChainError,
  UnauthorizedProviderError,
  UnknownBundleIdError,
  UnsupportedChainIdError,
  UnsupportedNonOptionalCapabilityError,
  UnsupportedProviderMethodError,
  UserRejectedRequestError,
} from './provider.js'
import {
  InternalRpcError,
  InvalidInputRpcError,
  InvalidParamsRpcError,
  InvalidRequestRpcError,
  JSON_RPC_ERRORS,
  JsonRpcVersionUnsupportedError,
  LimitExceededRpcError,
  MethodNotFoundRpcError,
  MethodNotSupportedRpcError,
  ParseRpcError,
  ResourceNotFoundRpcError,
  ResourceUnavailableRpcError,
  RpcError,
  RpcRequestError,
  TransactionRejectedRpcError,
} from './rpc.js'

describe('JSON-RPC errors — spec §8 "JSON-RPC codes"', () => {
  it.each([
    ['-32700 parse', ParseRpcError, -32700],
    ['-32600 invalid request', InvalidRequestRpcError, -32600],
    ['-32601 method not found', MethodNotFoundRpcError, -32601],
    ['-32602 invalid params', InvalidParamsRpcError, -32602],
    ['-32603 internal', InternalRpcError, -32603],
    ['-32000 invalid input', InvalidInputRpcError, -32000],
    ['-32001 resource not found', ResourceNotFoundRpcError, -32001],
    ['-32002 resource unavailable', ResourceUnavailableRpcError, -32002],
    ['-32003 transaction rejected', TransactionRejectedRpcError, -32003],
    ['-32004 method not supported', MethodNotSupportedRpcError, -32004],
    ['-32005 limit exceeded', LimitExceededRpcError, -32005],
    ['-32006 version unsupported', JsonRpcVersionUnsupportedError, -32006],
  ])('%s', (_rule, ErrorClass, code) => {
    expect(ErrorClass.code).toBe(code)
    const error = new ErrorClass({ data: { at: 1 } })
    expect(error).toBeInstanceOf(RpcError)
    expect(error).toBeInstanceOf(PorticoError)
    expect(error.code).toBe(code)
    expect(error.data).toEqual({ at: 1 })
    expect(error.name).toBe(ErrorClass.name)
    expect(JSON_RPC_ERRORS).toContain(ErrorClass)
  })

  it('has one class per code', () => {
    expect(JSON_RPC_ERRORS.map((E) => [E.code, new E().shortMessage])).toMatchInlineSnapshot(`
      [
        [
          -32700,
          "Invalid JSON was received by the server.",
        ],
        [
          -32600,
          "The JSON sent is not a valid request object.",
        ],
        [
          -32601,
          "The method does not exist or is not available.",
        ],
        [
          -32602,
          "Invalid parameters were provided to the RPC method.",
        ],
        [
          -32603,
          "An internal error was received.",
        ],
        [
          -32000,
          "Missing or invalid parameters.",
        ],
        [
          -32001,
          "Requested resource not found.",
        ],
        [
          -32002,
          "Requested resource not available.",
        ],
        [
          -32003,
          "Transaction creation failed.",
        ],
        [
          -32004,
          "Method is not supported.",
        ],
        [
          -32005,
          "Request exceeds defined limit.",
        ],
        [
          -32006,
          "Version of JSON-RPC protocol is not supported.",
        ],
      ]
    `)
  })

  it("an unknown failure is 'RPC Request failed.' and keeps the code it came with", () => {
    const error = new RpcRequestError({ code: 3, details: 'execution reverted' })
    expect(error.shortMessage).toBe('RPC Request failed.')
    expect(error.code).toBe(3)
    expect(new RpcRequestError().code).toBeUndefined()
  })
})

describe('provider errors — spec §8 "Provider codes"', () => {
  it.each([
    ['4001 user rejected', UserRejectedRequestError, 4001],
    ['4100 unauthorized', UnauthorizedProviderError, 4100],
    ['4200 unsupported method', UnsupportedProviderMethodError, 4200],
    ['4900 provider disconnected', ProviderDisconnectedError, 4900],
    ['4901 chain disconnected', ChainDisconnectedError, 4901],
    ['4902 switch chain error', SwitchChainError, 4902],
    ['5700 unsupported non-optional capability', UnsupportedNonOptionalCapabilityError, 5700],
    ['5710 unsupported chain id', UnsupportedChainIdError, 5710],
    ['5720 duplicate bundle id', DuplicateBundleIdError, 5720],
    ['5730 unknown bundle id', UnknownBundleIdError, 5730],
    ['5740 bundle too large', BundleTooLargeError, 5740],
    ['5750 atomic upgrade rejected', AtomicUpgradeRejectedError, 5750],
    ['5760 atomicity not supported', AtomicityNotSupportedError, 5760],
  ])('%s', (_rule, ErrorClass, code) => {
    expect(ErrorClass.code).toBe(code)
    const error = new ErrorClass()
    expect(error).toBeInstanceOf(RpcError)
    expect(error.code).toBe(code)
    expect(error.name).toBe(ErrorClass.name)
    expect(PROVIDER_RPC_ERRORS).toContain(ErrorClass)
  })

  it('has one class per code, each with its message', () => {
    expect(
      Object.fromEntries(PROVIDER_RPC_ERRORS.map((E) => [E.code, new E().shortMessage])),
    ).toMatchInlineSnapshot(`
        {
          "4001": "User rejected the request.",
          "4100": "The requested method and/or account has not been authorized by the user.",
          "4200": "The Provider does not support the requested method.",
          "4900": "The Provider is disconnected from all chains.",
          "4901": "The Provider is not connected to the requested chain.",
          "4902": "An error occurred when attempting to switch chain.",
          "5700": "This Wallet does not support a capability that was not marked as optional.",
          "5710": "This Wallet does not support the requested chain ID.",
          "5720": "There is already a bundle submitted with this ID.",
          "5730": "This bundle id is unknown or has not been submitted.",
          "5740": "The call bundle is too large for the Wallet to process.",
          "5750": "The Wallet can support atomicity after an upgrade, but the user rejected the upgrade.",
          "5760": "The wallet does not support atomic execution but the request requires it.",
        }
      `)
  })

  it("spec §6: an unknown method is 'Requested RPC call is not allowed', 4100, toast 'Action not allowed'", () => {
    const error = new RpcMethodNotAllowedError('eth_sign')
    expect(error.code).toBe(UnauthorizedProviderError.code)
    expect(error.method).toBe('eth_sign')
    expect(RpcMethodNotAllowedError.toast).toBe('Action not allowed')
    expect(error.message).toMatchInlineSnapshot(`
      "Requested RPC call is not allowed

      Details: Method: eth_sign"
    `)
  })
})
