import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/** A local HTTP server on 127.0.0.1 for a stand-in of an outside API. */
export type StandInServer = {
  url: string
  /** Every request's path and query, in order. */
  requests: URL[]
  close(): Promise<void>
}

/** Starts `handle` on a free port of 127.0.0.1; it answers JSON (status, body, headers). */
export async function startStandInServer(
  handle: (url: URL) => { status: number; body: unknown; headers?: Record<string, string> },
): Promise<StandInServer> {
  const requests: URL[] = []
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    requests.push(url)
    const { status, body, headers = {} } = handle(url)
    const text = typeof body === 'string' ? body : JSON.stringify(body)
    response.writeHead(status, { 'content-type': 'application/json', ...headers })
    response.end(text)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
