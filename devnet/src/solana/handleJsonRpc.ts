import { RPC_ERROR_CODES, RpcError } from './rpcError.js'

/** A JSON-RPC 2.0 response. */
export type JsonRpcResponse = {
  jsonrpc: '2.0'
  id: unknown
  result?: unknown
  error?: { code: number; message: string; data?: unknown }
}

/** Answers one request with `call(method, params)`, or nothing for a notification (no id). */
async function handleOne(
  request: unknown,
  call: (method: string, params: unknown) => unknown,
): Promise<JsonRpcResponse | undefined> {
  const isObject = typeof request === 'object' && request !== null && !Array.isArray(request)
  const record = isObject ? (request as Record<string, unknown>) : {}
  const id = 'id' in record ? record.id : null
  const validId =
    id === null || typeof id === 'string' || (typeof id === 'number' && Number.isFinite(id))
  if (
    !isObject ||
    record.jsonrpc !== '2.0' ||
    typeof record.method !== 'string' ||
    !validId ||
    (record.params !== undefined && typeof record.params !== 'object')
  )
    return {
      jsonrpc: '2.0',
      id: validId ? id : null,
      error: { code: RPC_ERROR_CODES.invalidRequest, message: 'Invalid request' },
    }
  const notification = !('id' in record)
  try {
    const result = await call(record.method, record.params)
    return notification ? undefined : { jsonrpc: '2.0', id, result }
  } catch (error) {
    if (notification) return undefined
    if (error instanceof RpcError) return { jsonrpc: '2.0', id, error: error.toJson() }
    return {
      jsonrpc: '2.0',
      id,
      error: {
        code: RPC_ERROR_CODES.internalError,
        message: `Internal error: ${error instanceof Error ? error.message : String(error)}`,
      },
    }
  }
}

/**
 * Answers a parsed JSON-RPC 2.0 body: one request, or a batch (an array, answered in order,
 * notifications left out). `undefined` means nothing to send back.
 */
export async function handleJsonRpc(
  body: unknown,
  call: (method: string, params: unknown) => unknown,
): Promise<JsonRpcResponse | JsonRpcResponse[] | undefined> {
  if (!Array.isArray(body)) return handleOne(body, call)
  if (body.length === 0)
    return {
      jsonrpc: '2.0',
      id: null,
      error: { code: RPC_ERROR_CODES.invalidRequest, message: 'Invalid request' },
    }
  const responses: JsonRpcResponse[] = []
  // In order: a batch's sends land one after the other.
  for (const request of body) {
    const response = await handleOne(request, call)
    if (response) responses.push(response)
  }
  return responses.length > 0 ? responses : undefined
}

/** The response to a body that is not JSON. */
export const PARSE_ERROR_RESPONSE: JsonRpcResponse = {
  jsonrpc: '2.0',
  id: null,
  error: { code: RPC_ERROR_CODES.parseError, message: 'Parse error' },
}
