import { InternalError, ProviderRpcError } from './errors.js'

/** Parameters of `requestRpc`. */
export type RequestRpcParameters = {
  rpcUrl: string
  method: string
  params: unknown
  fetch: typeof fetch
}

let nextId = 0

/** Sends one JSON-RPC request over HTTP; an RPC error keeps its code, message and data. */
export async function requestRpc({
  rpcUrl,
  method,
  params,
  fetch,
}: RequestRpcParameters): Promise<unknown> {
  let response: Response
  try {
    response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: ++nextId, method, params }),
    })
  } catch (error) {
    throw new InternalError(`Could not reach the RPC at ${rpcUrl}: ${(error as Error).message}`)
  }
  let body: { result?: unknown; error?: { code?: unknown; message?: unknown; data?: unknown } }
  try {
    body = await response.json()
  } catch {
    throw new InternalError(`The RPC at ${rpcUrl} answered ${response.status} without JSON.`)
  }
  if (body.error) {
    const { code, message, data } = body.error
    throw new ProviderRpcError(
      typeof code === 'number' ? code : InternalError.code,
      typeof message === 'string' ? message : 'Internal JSON-RPC error.',
      data,
    )
  }
  if (!response.ok) throw new InternalError(`The RPC at ${rpcUrl} answered ${response.status}.`)
  return body.result ?? null
}
