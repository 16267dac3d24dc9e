import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/** One scripted answer: an HTTP status, headers, and a body (absent: the server's own success). */
export type ScriptedAnswer = { status: number; headers?: Record<string, string>; body?: unknown }

/** A JSON-RPC call as the server reads it. */
export type ScriptedCall = { id: unknown; method?: string }

/** A JSON-RPC server on 127.0.0.1 that answers from its script, then with success. */
export type ScriptedRpcServer = {
  url: string
  /** Answers still to give, in order; once empty, every request succeeds. */
  script: ScriptedAnswer[]
  /** HTTP requests received (a batch counts once). */
  tries: number
  /** The node:http server (a test may listen to its requests). */
  server: Server
  close(): Promise<void>
}

async function readBody(request: IncomingMessage): Promise<ScriptedCall | ScriptedCall[]> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return JSON.parse(Buffer.concat(chunks).toString('utf8'))
}

/**
 * A real HTTP JSON-RPC server for retry and fallover tests: each request takes the next answer of
 * `script` (status, headers, body), and once the script is spent answers every call (or each call
 * of a batch) with `{ jsonrpc: '2.0', id, result: result(call) }`.
 *
 * @example
 * const server = await startScriptedRpcServer(() => '0x2a')
 * server.script = [{ status: 429, headers: { 'Retry-After': '2' } }]
 */
export async function startScriptedRpcServer(
  result: (call: ScriptedCall) => unknown,
): Promise<ScriptedRpcServer> {
  const success = (call: ScriptedCall) => ({ jsonrpc: '2.0', id: call.id, result: result(call) })
  const server = createServer(async (request, response) => {
    const body = await readBody(request)
    scripted.tries++
    const answer = scripted.script.shift()
    const json = answer?.body ?? (Array.isArray(body) ? body.map(success) : success(body))
    response.writeHead(answer?.status ?? 200, {
      'content-type': 'application/json',
      ...answer?.headers,
    })
    response.end(JSON.stringify(json))
  })
  const scripted: ScriptedRpcServer = {
    url: '',
    script: [],
    tries: 0,
    server,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  scripted.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return scripted
}
