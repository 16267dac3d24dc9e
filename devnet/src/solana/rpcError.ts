/** JSON-RPC error codes the Solana RPC answers with (jsonrpc-core's and Agave's custom ones). */
export const RPC_ERROR_CODES = {
  parseError: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internalError: -32603,
  /** JSON_RPC_SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE */
  preflightFailure: -32002,
  /** JSON_RPC_SERVER_ERROR_TRANSACTION_SIGNATURE_VERIFICATION_FAILURE */
  signatureVerificationFailure: -32003,
  /** JSON_RPC_SERVER_ERROR_UNSUPPORTED_TRANSACTION_VERSION */
  unsupportedTransactionVersion: -32015,
  /** JSON_RPC_SERVER_ERROR_MIN_CONTEXT_SLOT_NOT_REACHED */
  minContextSlotNotReached: -32016,
} as const

/** An error a JSON-RPC method answers with: `{ code, message, data? }` on the wire. */
export class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message)
    this.name = 'RpcError'
  }

  /** The `error` member of a JSON-RPC response. */
  toJson(): { code: number; message: string; data?: unknown } {
    return this.data === undefined
      ? { code: this.code, message: this.message }
      : { code: this.code, message: this.message, data: this.data }
  }
}

/** -32602 with Agave's message, e.g. 'Invalid param: WrongSize' or 'Too many inputs provided; max 100'. */
export function invalidParams(message: string): RpcError {
  return new RpcError(RPC_ERROR_CODES.invalidParams, message)
}
