/** A JSON-RPC error of a Solana node, with its code. */
export class SolanaRpcError extends Error {
  override name = 'SolanaRpcError'
  readonly code: number
  constructor(code: number, message: string) {
    super(message)
    this.code = code
  }
}

let nextId = 1

/** One JSON-RPC call to a Solana node over HTTP; rejects with the node's error. */
export async function solanaRpcRequest<result>({
  rpcUrl,
  method,
  params,
  fetch: fetchFn = (input, init) => globalThis.fetch(input, init),
}: {
  rpcUrl: string
  method: string
  params: unknown[]
  fetch?: typeof fetch
}): Promise<result> {
  const response = await fetchFn(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params }),
  })
  if (!response.ok) throw new SolanaRpcError(-32603, `${method}: HTTP ${response.status}`)
  const body = (await response.json()) as {
    result?: result
    error?: { code?: number; message?: string }
  }
  if (body.error)
    throw new SolanaRpcError(body.error.code ?? -32603, body.error.message ?? `${method} failed`)
  return body.result as result
}
