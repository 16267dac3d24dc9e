import type { UnsupportedWalletFeatureError, WalletResponseError } from './adapter.js'
import type { NoRpcUrlError } from './network.js'
import { NodeError } from './node.js'
import { parseNodeError } from './parseNodeError.js'
import { PROVIDER_RPC_ERRORS } from './provider.js'
import { JSON_RPC_ERRORS, RpcError, type RpcErrorParameters, RpcRequestError } from './rpc.js'

type RpcErrorClass = { readonly code: number; new (parameters?: RpcErrorParameters): RpcError }

const BY_CODE = new Map<number, RpcErrorClass>(
  [...JSON_RPC_ERRORS, ...PROVIDER_RPC_ERRORS].map((ErrorClass) => [ErrorClass.code, ErrorClass]),
)
const PROVIDER_CODES = new Set<number>(PROVIDER_RPC_ERRORS.map((ErrorClass) => ErrorClass.code))

/** The `{ code, message, data }` of an error object, as EIP-1193 and JSON-RPC shape it. */
type RpcErrorFields = { code: number | undefined; message: string | undefined; data: unknown }

function fieldsOf(value: unknown): RpcErrorFields | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const record = value as { code?: unknown; message?: unknown; data?: unknown; error?: unknown }
  if (typeof record.code === 'number' && Number.isInteger(record.code))
    return {
      code: record.code,
      message: typeof record.message === 'string' ? record.message : undefined,
      data: record.data,
    }
  // A whole JSON-RPC response: { jsonrpc, id, error: { code, message, data } }.
  if (typeof record.error === 'object') return fieldsOf(record.error)
  return undefined
}

/** The first error object with a numeric code, from the value down its cause chain. */
function findFields(error: unknown): RpcErrorFields {
  let current: unknown = error
  for (let depth = 0; depth < 10 && current != null; depth++) {
    const fields = fieldsOf(current)
    if (fields) return fields
    current = current instanceof Error ? current.cause : undefined
  }
  return {
    code: undefined,
    message: error instanceof Error ? error.message : typeof error === 'string' ? error : undefined,
    data: undefined,
  }
}

/** What {@link toRpcError} returns: an RPC error by code, or a node error by message. */
export type ToRpcErrorReturnType = RpcError | NodeError

/**
 * Maps what a provider or node threw (an EIP-1193 error, a JSON-RPC error object or response, or
 * an error wrapping one) to its class of spec §8. Provider codes (4001 …, 5700 …) map by code; a
 * message a node uses for a refused transaction (parseNodeError) comes next, with the JSON-RPC
 * error as its cause; then JSON-RPC codes; anything else is RpcRequestError ('RPC Request
 * failed.'), keeping the unknown code. Portico RPC and node errors are returned as they are.
 */
export function toRpcError(error: unknown): ToRpcErrorReturnType {
  if (error instanceof RpcError || error instanceof NodeError) return error
  const { code, message, data } = findFields(error)
  const parameters = { cause: error, details: message, data }
  const ErrorClass = code === undefined ? undefined : BY_CODE.get(code)
  if (ErrorClass && PROVIDER_CODES.has(ErrorClass.code)) return new ErrorClass(parameters)
  const rpcError = ErrorClass
    ? new ErrorClass(parameters)
    : new RpcRequestError({ ...parameters, code })
  return (message && parseNodeError(message, { cause: rpcError })) || rpcError
}

/** What a wallet's own answer becomes: its spec §8 class by code, or what its adapter threw. */
export type WalletErrorType =
  | ToRpcErrorReturnType
  | WalletResponseError
  | UnsupportedWalletFeatureError
  | NoRpcUrlError
