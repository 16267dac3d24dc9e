import type { RelayRpcError } from './relayErrors.js'

/** A JSON-RPC result answer; `rawId` is the request's id text, echoed byte for byte. */
export function formatResult(rawId: string, result: unknown): string {
  return `{"id":${rawId},"jsonrpc":"2.0","result":${JSON.stringify(result)}}`
}

/**
 * A JSON-RPC error answer; `rawId` is the request's id text (`null` when it had none). The
 * message says what was wrong ("Invalid params: topic must be 64 hexadecimal characters").
 */
export function formatError(rawId: string, error: RelayRpcError): string {
  const body = { code: error.code, message: error.message }
  return `{"id":${rawId},"jsonrpc":"2.0","error":${JSON.stringify(body)}}`
}
