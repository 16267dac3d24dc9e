import { expect, test } from 'vitest'
import {
  DisconnectedError,
  InvalidParamsError,
  ProviderRpcError,
  UnauthorizedError,
  UnrecognizedChainError,
  UnsupportedMethodError,
  UserRejectedRequestError,
} from './errors.js'

test('each EIP-1193 error carries its code and message', () => {
  const errors = [
    new UserRejectedRequestError(),
    new UnauthorizedError(),
    new UnsupportedMethodError('eth_sign'),
    new DisconnectedError(),
    new UnrecognizedChainError('0x1'),
    new InvalidParamsError('Expected params to be an array.'),
  ]
  expect(errors.every((e) => e instanceof ProviderRpcError && e instanceof Error)).toBe(true)
  expect(errors.map((e) => e.toJSON())).toMatchInlineSnapshot(`
    [
      {
        "code": 4001,
        "message": "User rejected the request.",
      },
      {
        "code": 4100,
        "message": "The requested method and/or account has not been authorized by the user.",
      },
      {
        "code": 4200,
        "message": "The Provider does not support the requested method: eth_sign.",
      },
      {
        "code": 4900,
        "message": "The Provider is disconnected from all chains.",
      },
      {
        "code": 4902,
        "message": "Unrecognized chain ID "0x1". Try adding the chain using wallet_addEthereumChain first.",
      },
      {
        "code": -32602,
        "message": "Expected params to be an array.",
      },
    ]
  `)
  expect(
    [
      UserRejectedRequestError,
      UnauthorizedError,
      UnsupportedMethodError,
      DisconnectedError,
      UnrecognizedChainError,
    ].map((E) => E.code),
  ).toEqual([4001, 4100, 4200, 4900, 4902])
})
