import { FrameRequestError } from '../messaging/FrameRequestError.js'

/** -32602: the params of a request are not what the method takes. */
export function invalidParams(details: string): FrameRequestError {
  return new FrameRequestError(`Invalid parameters: ${details}`, -32602)
}

/** 4100: the request names an account that is not this wallet's. */
export function unauthorizedAccount(): FrameRequestError {
  return new FrameRequestError('The requested account is not this wallet’s.', 4100)
}

/** 4001: the user rejected the request on the approval screen. */
export function userRejected(): FrameRequestError {
  return new FrameRequestError('User rejected the request.', 4001)
}

/** 4901 / 4902: the request is for a chain the frame does not know. */
export function unknownChain(chainId: unknown): FrameRequestError {
  return new FrameRequestError(`Chain is not supported: ${String(chainId)}`, 4902)
}

/** Spec §6: an unknown method. */
export function methodNotAllowed(): FrameRequestError {
  return new FrameRequestError('Requested RPC call is not allowed', 4100)
}
