import { BaseError } from 'viem'
import { FrameRequestError } from '../messaging/FrameRequestError.js'

/**
 * The reply of a failed RPC request: a FrameRequestError as is; a viem / node error as its short
 * message and JSON-RPC code (never its details, which can quote the request); anything else as
 * 'RPC Request failed.' (spec §8).
 */
export function toRpcFailure(error: unknown): FrameRequestError {
  if (error instanceof FrameRequestError) return error
  if (error instanceof BaseError) {
    const coded = error.walk((cause) => typeof (cause as { code?: unknown }).code === 'number') as {
      code?: number
    } | null
    return new FrameRequestError(error.shortMessage, coded?.code)
  }
  return new FrameRequestError('RPC Request failed.', -32603)
}
