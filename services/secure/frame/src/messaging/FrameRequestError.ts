/**
 * An error a request handler throws to answer `<type>Error` with this message (and, for RPC
 * requests, the EIP-1193 / JSON-RPC code). Any other error is answered with a generic message so
 * internals never reach the dApp.
 */
export class FrameRequestError extends Error {
  override name = 'FrameRequestError'
  readonly code: number | undefined
  constructor(message: string, code?: number) {
    super(message)
    this.code = code
  }
}

/** The message of a request cut short by `Abort` (the dApp's RequestAbortedError says the same). */
export const REQUEST_ABORTED_MESSAGE = 'Request was aborted'
